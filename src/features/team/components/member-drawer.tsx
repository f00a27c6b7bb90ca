// Create or edit a team member in a drawer whose URL is `?edit=new` or `?edit=<id>`: username,
// name, phone, role (only roles the caller holds entirely) and, for a new member, the initial
// password. Closing a changed form asks first.
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Group, Select, Stack, TextInput } from '@mantine/core'
import { useEffect } from 'react'
import { FormDrawer } from '../../../components/form-drawer'
import type { TeamMember, TeamRole } from '../../../contract/team'
import { errorMessage } from '../../../lib/error-message'
import { notifySuccess } from '../../../lib/notify'
import { useForm } from '../../../lib/use-form'
import { useCreateMember, useUpdateMember } from '../api/member-calls'
import { PasswordField, passwordError } from './password-field'

export interface MemberDrawerProps {
  /** 'new', or the member being edited; null when closed. */
  target: 'new' | TeamMember | null
  roles: TeamRole[]
  onClose: () => void
}

export function MemberDrawer({ target, roles, onClose }: MemberDrawerProps) {
  const { t } = useLingui()
  return (
    <FormDrawer
      opened={target !== null}
      onClose={onClose}
      size="md"
      title={target === 'new' ? t`Add member` : t`Edit member`}
    >
      {(form) =>
        target ? (
          <MemberForm key={target === 'new' ? 'new' : target.id} target={target} roles={roles} {...form} />
        ) : null
      }
    </FormDrawer>
  )
}

const USERNAME = /^[A-Za-z][A-Za-z0-9_.-]{2,31}$/
const PHONE = /^(1\d{10})?$/

interface MemberFormProps {
  target: 'new' | TeamMember
  roles: TeamRole[]
  onDone: () => void
  onCancel: () => void
  onDirty: (dirty: boolean) => void
}

function MemberForm({ target, roles, onDone, onCancel, onDirty }: MemberFormProps) {
  const { t } = useLingui()
  const creating = target === 'new'
  const create = useCreateMember()
  const update = useUpdateMember()
  const call = creating ? create : update
  const form = useForm({
    initialValues: {
      username: creating ? '' : target.username,
      name: creating ? '' : target.name,
      phone: creating ? '' : target.phone,
      roleId: creating ? '' : target.roleId,
      password: '',
    },
    validate: (values) => ({
      username:
        creating && !USERNAME.test(values.username.trim())
          ? t`3-32 letters, digits, dot, dash or underscore, starting with a letter`
          : undefined,
      name: values.name.trim() ? undefined : t`Enter the member's name`,
      phone: PHONE.test(values.phone.trim()) ? undefined : t`Please enter a valid mobile phone number`,
      roleId: values.roleId ? undefined : t`Choose a role`,
      password: creating ? passwordError(values.password, t) : undefined,
    }),
  })
  const choices = roles
    .filter((role) => !role.owner && (role.manageable || role.id === form.values.roleId))
    .map((role) => ({ value: role.id, label: role.name, disabled: !role.manageable }))

  const submit = form.onSubmit((values) => {
    const done = () => {
      notifySuccess(creating ? t`Member ${values.username} added` : t`Member saved`)
      onDone()
    }
    const common = { name: values.name.trim(), phone: values.phone.trim(), roleId: values.roleId }
    if (creating)
      create.mutate({ ...common, username: values.username.trim(), password: values.password }, { onSuccess: done })
    else update.mutate({ ...common, id: target.id, version: target.version }, { onSuccess: done })
  })

  useEffect(() => onDirty(form.isDirty), [form.isDirty, onDirty])

  const password = form.getInputProps('password')
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {call.isError ? <Alert color="red">{errorMessage(call.error)}</Alert> : null}
        <TextInput
          label={t`Username`}
          required
          disabled={!creating}
          autoComplete="off"
          description={creating ? t`Used to sign in; cannot be changed later` : undefined}
          {...form.getInputProps('username')}
        />
        <TextInput label={t`Name`} required {...form.getInputProps('name')} />
        <TextInput label={t`Phone`} inputMode="tel" maxLength={11} {...form.getInputProps('phone')} />
        <Select
          label={t`Role`}
          required
          data={choices}
          value={form.values.roleId || null}
          onChange={(value) => form.setFieldValue('roleId', value ?? '')}
          error={form.errors.roleId}
          nothingFoundMessage={t`No role you may give`}
        />
        {creating ? (
          <PasswordField
            label={t`Initial password`}
            value={password.value}
            error={password.error}
            onChange={(value) => form.setFieldValue('password', value)}
            onBlur={password.onBlur}
          />
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={call.isPending} disabled={!form.isDirty}>
            <Trans>Save</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
