// A storefront shop's settings in one drawer: template, back-office password (§5 rules), payout
// account (shown masked), the generation strategy that feeds it and its task reset, and the
// suppliers or factories granted its orders.
import { Trans, useLingui } from '@lingui/react/macro'
import {
  Button,
  Divider,
  Drawer,
  Group,
  PasswordInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { useState } from 'react'
import { useIsPhone } from '../../../components/list-page/use-is-phone'
import { PASSWORD_MIN_LENGTH } from '../../../contract/constants'
import type { ShopRowView } from '../../../contract/shops'
import { STOREFRONT_TEMPLATES, type StorefrontTemplate } from '../../../contract/store-shared'
import { errorMessage } from '../../../lib/error-message'
import { notifyFailure, notifySuccess } from '../../../lib/notify'
import {
  useChangePassword,
  useChangeStrategy,
  useChangeTemplate,
  useGrant,
  usePartnerChoices,
  useResetTask,
  useSaveFinanceAccount,
  useShopSettings,
  useStrategyChoices,
} from '../api/shops'
import { QueryState } from './query-state'

export function ShopSettingsDrawer({ shop, onClose }: { shop: ShopRowView | null; onClose: () => void }) {
  const { t } = useLingui()
  const isPhone = useIsPhone()
  return (
    <Drawer
      opened={shop !== null}
      onClose={onClose}
      position="right"
      size={isPhone ? '100%' : 'md'}
      title={shop ? t`Settings of ${shop.name}` : ''}
    >
      {shop ? <SettingsBody shopId={shop.id} /> : null}
    </Drawer>
  )
}

const done = (message: string) => ({
  onSuccess: () => notifySuccess(message),
  onError: (error: unknown) => notifyFailure(errorMessage(error)),
})

function SettingsBody({ shopId }: { shopId: string }) {
  const { t } = useLingui()
  const settings = useShopSettings(shopId)
  const template = useChangeTemplate()
  const names: Record<StorefrontTemplate, string> = { classic: t`Classic`, grid: t`Grid`, magazine: t`Magazine` }
  return (
    <QueryState query={settings}>
      {settings.data ? (
        <Stack gap="lg">
          <Stack gap={6}>
            <Title order={5}>
              <Trans>Storefront template</Trans>
            </Title>
            <SegmentedControl
              value={settings.data.template}
              data={STOREFRONT_TEMPLATES.map((value) => ({ value, label: names[value] }))}
              onChange={(value) =>
                template.mutate({ id: shopId, template: value as StorefrontTemplate }, done(t`Template changed`))
              }
            />
          </Stack>
          <Divider />
          <PasswordForm shopId={shopId} hasPassword={settings.data.hasPassword} />
          <Divider />
          <FinanceForm shopId={shopId} current={settings.data.financeAccount} />
          <Divider />
          <StrategyForm shopId={shopId} strategyId={settings.data.strategyId} />
          <Divider />
          <Grants shopId={shopId} grants={settings.data.grants} />
        </Stack>
      ) : null}
    </QueryState>
  )
}

function PasswordForm({ shopId, hasPassword }: { shopId: string; hasPassword: boolean }) {
  const { t } = useLingui()
  const change = useChangePassword()
  const [value, setValue] = useState({ newPassword: '', confirmPassword: '' })
  const mismatch = value.confirmPassword !== '' && value.confirmPassword !== value.newPassword
  const short = value.newPassword !== '' && value.newPassword.length < PASSWORD_MIN_LENGTH
  return (
    <Stack gap={6}>
      <Title order={5}>
        <Trans>Back-office password</Trans>
      </Title>
      <Text size="sm" c="dimmed">
        {hasPassword ? (
          <Trans>A password is set. Enter a new one to replace it.</Trans>
        ) : (
          <Trans>No password set yet.</Trans>
        )}
      </Text>
      <PasswordInput
        label={t`New password`}
        value={value.newPassword}
        error={short ? t`At least ${PASSWORD_MIN_LENGTH} characters (case sensitive)` : undefined}
        onChange={(event) => setValue({ ...value, newPassword: event.currentTarget.value })}
      />
      <PasswordInput
        label={t`Repeat the password`}
        value={value.confirmPassword}
        error={mismatch ? t`The two passwords do not match` : undefined}
        onChange={(event) => setValue({ ...value, confirmPassword: event.currentTarget.value })}
      />
      <Group>
        <Button
          disabled={!value.newPassword.trim() || !value.confirmPassword || mismatch || short}
          loading={change.isPending}
          onClick={() =>
            change.mutate(
              { id: shopId, ...value },
              {
                ...done(t`Password changed`),
                onSuccess: () => {
                  notifySuccess(t`Password changed`)
                  setValue({ newPassword: '', confirmPassword: '' })
                },
              },
            )
          }
        >
          <Trans>Change password</Trans>
        </Button>
      </Group>
    </Stack>
  )
}

function FinanceForm({
  shopId,
  current,
}: {
  shopId: string
  current: { holder: string; bank: string; accountTail: string } | null
}) {
  const { t } = useLingui()
  const save = useSaveFinanceAccount()
  const [value, setValue] = useState({ holder: current?.holder ?? '', bank: current?.bank ?? '', accountNo: '' })
  return (
    <Stack gap={6}>
      <Title order={5}>
        <Trans>Payout account</Trans>
      </Title>
      {current ? (
        <Text size="sm" c="dimmed">
          <Trans>
            Current: {current.holder} · {current.bank} · ending {current.accountTail}
          </Trans>
        </Text>
      ) : null}
      <TextInput
        label={t`Account holder`}
        value={value.holder}
        maxLength={64}
        onChange={(event) => setValue({ ...value, holder: event.currentTarget.value })}
      />
      <TextInput
        label={t`Bank`}
        value={value.bank}
        maxLength={64}
        onChange={(event) => setValue({ ...value, bank: event.currentTarget.value })}
      />
      <TextInput
        label={t`Account number`}
        inputMode="numeric"
        value={value.accountNo}
        maxLength={40}
        onChange={(event) => setValue({ ...value, accountNo: event.currentTarget.value })}
      />
      <Group>
        <Button
          disabled={!value.holder.trim() || !value.bank.trim() || !/^[0-9 ]{8,34}$/.test(value.accountNo.trim())}
          loading={save.isPending}
          onClick={() =>
            save.mutate({ id: shopId, ...value, accountNo: value.accountNo.trim() }, done(t`Payout account saved`))
          }
        >
          <Trans>Save account</Trans>
        </Button>
      </Group>
    </Stack>
  )
}

function StrategyForm({ shopId, strategyId }: { shopId: string; strategyId: string | null }) {
  const { t } = useLingui()
  const choices = useStrategyChoices()
  const change = useChangeStrategy()
  const reset = useResetTask()
  return (
    <Stack gap={6}>
      <Title order={5}>
        <Trans>Goods generation</Trans>
      </Title>
      <Select
        label={t`Strategy that feeds this shop`}
        clearable
        value={strategyId}
        data={(choices.data ?? []).map((row) => ({ value: row.id, label: row.name }))}
        onChange={(value) => change.mutate({ id: shopId, strategyId: value }, done(t`Strategy changed`))}
      />
      <Group>
        <Button
          variant="light"
          disabled={!strategyId}
          loading={reset.isPending}
          onClick={() => reset.mutate({ id: shopId }, done(t`Generation task queued again`))}
        >
          <Trans>Reset generation task</Trans>
        </Button>
      </Group>
    </Stack>
  )
}

function Grants({ shopId, grants }: { shopId: string; grants: { partnerId: string; partnerName: string }[] }) {
  const { t } = useLingui()
  const partners = usePartnerChoices()
  const grant = useGrant()
  const [choice, setChoice] = useState<string | null>(null)
  const granted = new Set(grants.map((row) => row.partnerId))
  return (
    <Stack gap={6}>
      <Title order={5}>
        <Trans>Order access for partners</Trans>
      </Title>
      {grants.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>No supplier or factory has access to this shop's orders.</Trans>
        </Text>
      ) : (
        grants.map((row) => (
          <Group key={row.partnerId} justify="space-between">
            <Text size="sm">{row.partnerName}</Text>
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              onClick={() =>
                grant.mutate({ id: shopId, partnerId: row.partnerId, granted: false }, done(t`Access revoked`))
              }
            >
              <Trans>Revoke</Trans>
            </Button>
          </Group>
        ))
      )}
      <Group align="flex-end">
        <Select
          label={t`Grant to`}
          value={choice}
          onChange={setChoice}
          data={(partners.data ?? [])
            .filter((row) => !granted.has(row.id))
            .map((row) => ({ value: row.id, label: row.name }))}
          w={{ base: '100%', sm: 240 }}
        />
        <Button
          disabled={!choice}
          onClick={() =>
            choice &&
            grant.mutate(
              { id: shopId, partnerId: choice, granted: true },
              { ...done(t`Access granted`), onSettled: () => setChoice(null) },
            )
          }
        >
          <Trans>Grant</Trans>
        </Button>
      </Group>
    </Stack>
  )
}
