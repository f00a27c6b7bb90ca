// The role editor: a name and, per menu area, the screens (by title, not key) with the actions
// the role allows on each. Only what the editor holds can be ticked; the server checks the same.
import { useLingui as useRuntimeLingui } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Accordion, Alert, Badge, Button, Checkbox, Chip, Group, Stack, Text, TextInput } from '@mantine/core'
import { useEffect, useState } from 'react'
import { FormDrawer } from '../../../components/form-drawer'
import { ACTIONS, type Action, type PermissionKey } from '../../../contract/permissions'
import type { TeamRole } from '../../../contract/team'
import { errorMessage } from '../../../lib/error-message'
import { notifySuccess } from '../../../lib/notify'
import { useSaveRole } from '../api/role-calls'
import { ACTION_LABELS, type PermissionGroup } from '../labels'

export interface RoleDrawerProps {
  target: 'new' | TeamRole | null
  groups: PermissionGroup[]
  /** Whether the editor holds this action of this key (what they may grant). */
  holds: (key: PermissionKey, action: Action) => boolean
  onClose: () => void
}

export function RoleDrawer({ target, groups, holds, onClose }: RoleDrawerProps) {
  const { t } = useLingui()
  const title = target === 'new' ? t`Add role` : target?.manageable ? t`Edit role` : t`Role`
  return (
    <FormDrawer opened={target !== null} onClose={onClose} size="xl" title={title}>
      {(form) =>
        target ? (
          <RoleForm
            key={target === 'new' ? 'new' : target.id}
            target={target}
            groups={groups}
            holds={holds}
            {...form}
          />
        ) : null
      }
    </FormDrawer>
  )
}

type Grants = Partial<Record<PermissionKey, Action[]>>

function RoleForm({
  target,
  groups,
  holds,
  onDone,
  onCancel,
  onDirty,
}: {
  target: 'new' | TeamRole
  groups: PermissionGroup[]
  holds: RoleDrawerProps['holds']
  onDone: () => void
  onCancel: () => void
  onDirty: (dirty: boolean) => void
}) {
  const { t } = useLingui()
  const { i18n } = useRuntimeLingui()
  const creating = target === 'new'
  const readOnly = !creating && !target.manageable
  const initial: Grants = creating
    ? {}
    : Object.fromEntries(target.permissions.map((entry) => [entry.permissionId, entry.actions]))
  const [name, setName] = useState(creating ? '' : target.name)
  const [grants, setGrants] = useState<Grants>(initial)
  const [submitted, setSubmitted] = useState(false)
  const save = useSaveRole()
  const dirty = name !== (creating ? '' : target.name) || JSON.stringify(grants) !== JSON.stringify(initial)
  const count = Object.values(grants).filter((actions) => actions && actions.length > 0).length
  const nameError = submitted && !name.trim() ? t`Enter a role name` : undefined
  const emptyError = submitted && count === 0 ? t`Choose at least one permission` : undefined

  const setKey = (key: PermissionKey, actions: Action[]) =>
    setGrants((current) => ({ ...current, [key]: actions.length > 0 ? actions : undefined }))
  const grantable = (key: PermissionKey) => ACTIONS.filter((action) => holds(key, action))

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    if (!name.trim() || count === 0) return
    const permissions = Object.entries(grants)
      .filter(([, actions]) => actions && actions.length > 0)
      .map(([permissionId, actions]) => ({ permissionId: permissionId as PermissionKey, actions: actions as Action[] }))
    save.mutate(
      {
        id: creating ? undefined : target.id,
        name: name.trim(),
        permissions,
        version: creating ? undefined : target.version,
      },
      {
        onSuccess: () => {
          notifySuccess(t`Role ${name.trim()} saved. Members see the change the next time their account loads.`)
          onDone()
        },
      },
    )
  }
  useEffect(() => onDirty(dirty), [dirty, onDirty])

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {readOnly ? (
          <Alert color="gray">
            {target.owner ? (
              <Trans>The owner's role always holds every permission and cannot be changed.</Trans>
            ) : (
              <Trans>This role holds permissions you do not have, so you can only look at it.</Trans>
            )}
          </Alert>
        ) : null}
        {save.isError ? <Alert color="red">{errorMessage(save.error)}</Alert> : null}
        <TextInput
          label={t`Role name`}
          required
          maxLength={32}
          value={name}
          disabled={readOnly}
          error={nameError}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <Group justify="space-between">
          <Text size="sm" fw={600}>
            <Trans>Permissions</Trans>
          </Text>
          <Badge variant="light">{t`${count} selected`}</Badge>
        </Group>
        {readOnly ? null : (
          <Text size="xs" c="dimmed">
            <Trans>
              Team members start on Common materials after signing in (Resources); include it, or they start on a
              no-access page and pick a screen from the menu.
            </Trans>
          </Text>
        )}
        {emptyError ? (
          <Text size="sm" c="red">
            {emptyError}
          </Text>
        ) : null}
        <Accordion
          multiple
          variant="separated"
          defaultValue={groups
            .filter((group) => group.keys.some((entry) => grants[entry.key]?.length))
            .map((group) => group.id)}
        >
          {groups.map((group) => {
            const held = group.keys.filter((entry) => grants[entry.key]?.length).length
            return (
              <Accordion.Item key={group.id} value={group.id}>
                <Accordion.Control>
                  <Group justify="space-between" wrap="nowrap" pr="sm">
                    <Text size="sm">{i18n._(group.title)}</Text>
                    {held > 0 ? <Badge size="sm">{held}</Badge> : null}
                  </Group>
                </Accordion.Control>
                <Accordion.Panel>
                  <Stack gap="sm">
                    {group.keys.map((entry) => {
                      const chosen = grants[entry.key] ?? []
                      const allowed = grantable(entry.key)
                      const title = i18n._(entry.title)
                      return (
                        <Stack key={entry.key} gap={4}>
                          <Checkbox
                            label={title}
                            checked={chosen.length > 0}
                            indeterminate={chosen.length > 0 && chosen.length < allowed.length}
                            disabled={readOnly || allowed.length === 0}
                            onChange={(event) => setKey(entry.key, event.currentTarget.checked ? allowed : [])}
                          />
                          <Chip.Group
                            multiple
                            value={chosen}
                            onChange={(value) => setKey(entry.key, value as Action[])}
                          >
                            <Group gap={6} pl={30} aria-label={t`Actions on ${title}`} role="group">
                              {ACTIONS.map((action) => (
                                <Chip
                                  key={action}
                                  value={action}
                                  size="xs"
                                  disabled={readOnly || !allowed.includes(action)}
                                >
                                  {i18n._(ACTION_LABELS[action])}
                                </Chip>
                              ))}
                            </Group>
                          </Chip.Group>
                        </Stack>
                      )
                    })}
                  </Stack>
                </Accordion.Panel>
              </Accordion.Item>
            )
          })}
        </Accordion>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {readOnly ? <Trans>Close</Trans> : <Trans>Cancel</Trans>}
          </Button>
          {readOnly ? null : (
            <Button type="submit" loading={save.isPending} disabled={!dirty}>
              <Trans>Save</Trans>
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  )
}
