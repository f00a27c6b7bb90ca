// /account/settings/binding: the phone bound to the account (changed with an SMS code sent to
// the new number) and the distributor binding — a distributor's invitation code and who bound
// with it, or for a supplier or factory the distributors it is bound to and a form to add one.
import { Trans, useLingui } from '@lingui/react/macro'
import {
  Alert,
  Badge,
  Button,
  Card,
  Code,
  CopyButton,
  Group,
  Loader,
  PasswordInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core'
import type { ReactNode } from 'react'
import { ACCOUNT_TYPE } from '../../../contract/constants'
import type { BindingInfo } from '../../../contract/team'
import { errorMessage } from '../../../lib/error-message'
import { formatDay } from '../../../lib/format-date'
import { notifyFailure, notifySuccess } from '../../../lib/notify'
import { useForm } from '../../../lib/use-form'
import { sendBindCode, useBindDistributor, useBinding, useChangePhone } from '../api/settings-calls'

export interface CodeButtonSlot {
  send: () => Promise<unknown>
  validate: () => boolean
  onError: (error: unknown) => void
}

export interface BindingSettingsProps {
  username: string
  renderCodeButton: (slot: CodeButtonSlot) => ReactNode
}

export function BindingSettings({ username, renderCodeButton }: BindingSettingsProps) {
  const binding = useBinding()
  if (binding.isError) return <Alert color="red">{errorMessage(binding.error)}</Alert>
  if (!binding.data) return <Loader size="sm" />
  return (
    <Stack gap="md" maw={720}>
      <PhoneCard current={binding.data.phone} renderCodeButton={renderCodeButton} />
      {binding.data.type === ACCOUNT_TYPE.distributor ? (
        <DistributorCard info={binding.data} />
      ) : (
        <PartnerCard info={binding.data} username={username} />
      )}
    </Stack>
  )
}

const PHONE = /^1\d{10}$/

function PhoneCard({
  current,
  renderCodeButton,
}: {
  current: string
  renderCodeButton: BindingSettingsProps['renderCodeButton']
}) {
  const { t } = useLingui()
  const change = useChangePhone()
  const form = useForm({
    initialValues: { phone: '', smsCode: '' },
    validate: (values) => ({
      phone: PHONE.test(values.phone.trim()) ? undefined : t`Please enter a valid mobile phone number`,
      smsCode: /^\d{6}$/.test(values.smsCode.trim()) ? undefined : t`Enter the 6-digit code`,
    }),
  })
  const submit = form.onSubmit((values) =>
    change.mutate(
      { phone: values.phone.trim(), smsCode: values.smsCode.trim() },
      {
        onSuccess: () => {
          notifySuccess(t`Phone number changed`)
          form.reset()
        },
      },
    ),
  )
  return (
    <Card withBorder component="form" onSubmit={submit} noValidate>
      <Stack>
        <Group justify="space-between">
          <Text fw={600}>
            <Trans>Phone</Trans>
          </Text>
          <Text c="dimmed">{current || t`Not bound`}</Text>
        </Group>
        {change.isError ? <Alert color="red">{errorMessage(change.error)}</Alert> : null}
        <TextInput label={t`New phone number`} inputMode="tel" maxLength={11} {...form.getInputProps('phone')} />
        <Group align="flex-end" wrap="nowrap">
          <TextInput
            label={t`SMS code`}
            inputMode="numeric"
            maxLength={6}
            style={{ flex: 1 }}
            {...form.getInputProps('smsCode')}
          />
          {renderCodeButton({
            send: () => sendBindCode(form.values.phone.trim()),
            validate: () => form.touch('phone'),
            onError: (error) => notifyFailure(errorMessage(error)),
          })}
        </Group>
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending} disabled={!form.isDirty}>
            <Trans>Change phone</Trans>
          </Button>
        </Group>
      </Stack>
    </Card>
  )
}

function PartnerTable({ info }: { info: BindingInfo }) {
  const { t, i18n } = useLingui()
  const kind = (type: number) =>
    type === ACCOUNT_TYPE.supplier ? t`Supplier` : type === ACCOUNT_TYPE.manufacturer ? t`Factory` : t`Distributor`
  if (info.partners.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>No bindings yet</Trans>
      </Text>
    )
  }
  return (
    <Stack gap={0} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {info.partners.map((partner) => (
        <Group
          key={partner.id}
          component="li"
          justify="space-between"
          gap="xs"
          py={8}
          style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
        >
          <Text size="sm">{partner.name}</Text>
          <Group gap="xs" wrap="nowrap">
            <Badge variant="light" style={{ flexShrink: 0 }}>
              {kind(partner.type)}
            </Badge>
            <Text size="sm" c="dimmed">
              {formatDay(partner.boundAt, i18n.locale)}
            </Text>
          </Group>
        </Group>
      ))}
    </Stack>
  )
}

function DistributorCard({ info }: { info: BindingInfo }) {
  const { t } = useLingui()
  return (
    <Card withBorder>
      <Stack>
        <Text fw={600}>
          <Trans>Distributor binding</Trans>
        </Text>
        {info.inviteCode ? (
          <Group gap="sm">
            <Text size="sm">
              <Trans>Invitation code</Trans>
            </Text>
            <Code fz="md">{info.inviteCode}</Code>
            <CopyButton value={info.inviteCode}>
              {({ copied, copy }) => (
                <Button size="compact-sm" variant="light" onClick={copy}>
                  {copied ? t`Copied` : t`Copy`}
                </Button>
              )}
            </CopyButton>
          </Group>
        ) : null}
        <Text size="sm" c="dimmed">
          <Trans>Suppliers and factories bind to you on the binding page with this code. Bound to you:</Trans>
        </Text>
        <PartnerTable info={info} />
      </Stack>
    </Card>
  )
}

function PartnerCard({ info, username }: { info: BindingInfo; username: string }) {
  const { t } = useLingui()
  const bind = useBindDistributor()
  const form = useForm({
    initialValues: { inviteCode: '', password: '' },
    validate: (values) => ({
      inviteCode: values.inviteCode.trim().length >= 4 ? undefined : t`Enter the distributor's invitation code`,
      password: values.password ? undefined : t`Enter your password`,
    }),
  })
  const submit = form.onSubmit((values) =>
    bind.mutate(
      { username, password: values.password, inviteCode: values.inviteCode.trim() },
      {
        onSuccess: () => {
          notifySuccess(t`Bound to the distributor`)
          form.reset()
        },
      },
    ),
  )
  return (
    <Card withBorder component="form" onSubmit={submit} noValidate>
      <Stack>
        <Text fw={600}>
          <Trans>Distributor binding</Trans>
        </Text>
        <PartnerTable info={info} />
        {bind.isError ? <Alert color="red">{errorMessage(bind.error)}</Alert> : null}
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label={t`Invitation code`}
            maxLength={32}
            w={{ base: '100%', sm: 200 }}
            {...form.getInputProps('inviteCode')}
          />
          <PasswordInput
            label={t`Your password`}
            autoComplete="current-password"
            w={{ base: '100%', sm: 200 }}
            {...form.getInputProps('password')}
          />
          <Button type="submit" loading={bind.isPending} disabled={!form.isDirty}>
            <Trans>Bind distributor</Trans>
          </Button>
        </Group>
      </Stack>
    </Card>
  )
}
