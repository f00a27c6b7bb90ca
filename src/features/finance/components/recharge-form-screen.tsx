// /account/recharge: request a top-up. How it works is said next to the form: pay outside the
// console, enter the transfer reference, an operator confirms the money arrived and only then is
// the account credited (manual confirmation — no payment gateway is connected).
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Card, Grid, List, NumberInput, Select, Stack, Text, Textarea, TextInput } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { PageHeader } from '../../../components/list-page/page-header'
import { MAX_RECHARGE_MINOR, RECHARGE_PLATFORMS, type RechargeRow } from '../../../contract/finance'
import { errorMessage } from '../../../lib/error-message'
import { useLocale } from '../../../lib/i18n'
import { formatMoney, majorToMinor } from '../../../lib/money'
import { useFinanceAccounts } from '../../../lookups/api/get-finance-accounts'
import { useDictionary } from '../../../lookups/api/use-dictionary'
import { useRechargeCall } from '../api/recharges'
import { AccountBalances } from './account-balances'

export function RechargeFormScreen() {
  const { t } = useLingui()
  const { locale } = useLocale()
  const platforms = useDictionary('PAY_PLATFORM')
  const accounts = useFinanceAccounts(true)
  const call = useRechargeCall('recharge')
  const [accountId, setAccountId] = useState<string | null>(null)
  const [amount, setAmount] = useState<string | number>('')
  const [platform, setPlatform] = useState<string>('bank')
  const [reference, setReference] = useState('')
  const [remark, setRemark] = useState('')
  const [done, setDone] = useState<RechargeRow | null>(null)
  const account = (accounts.data ?? []).find((entry) => entry.id === (accountId ?? accounts.data?.[0]?.id))
  const minor = account ? majorToMinor(amount, account.currency) : null
  const amountError =
    amount !== '' && (minor === null || minor < 1 || minor > MAX_RECHARGE_MINOR) ? t`Enter an amount above zero` : null
  const referenceError =
    reference !== '' && !/^[A-Za-z0-9-]{4,64}$/.test(reference.trim())
      ? t`4 to 64 letters, digits or hyphens, as on the transfer receipt`
      : null
  const ready = account && minor !== null && !amountError && reference.trim() !== '' && !referenceError
  const submit = () => {
    if (!ready || !account || minor === null) return
    call.mutate(
      { accountId: account.id, amount: minor, payPlatform: platform, reference: reference.trim(), remark },
      {
        onSuccess: (row) => {
          setDone(row)
          setAmount('')
          setReference('')
          setRemark('')
        },
      },
    )
  }
  return (
    <Stack gap="md">
      <PageHeader
        title={t`Top-up`}
        actions={
          <Button component={Link} to="/account/recharge/item" variant="default">
            <Trans>Top-up records</Trans>
          </Button>
        }
      />
      <AccountBalances accounts={accounts.data ?? []} locale={locale} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card withBorder padding="md" radius="md">
            <Stack gap="sm">
              {done && (
                <Alert
                  color="blue"
                  title={t`Top-up ${done.rechargeNo} is under review`}
                  data-testid="recharge-submitted"
                >
                  <Trans>
                    {formatMoney(done.amount, done.currency, locale)} will be added to {done.accountName} once an
                    operator confirms the transfer arrived.
                  </Trans>
                </Alert>
              )}
              <Select
                label={t`Account`}
                required
                data={(accounts.data ?? []).map((entry) => ({
                  value: entry.id,
                  label: `${entry.name} (${entry.currency})`,
                }))}
                value={account?.id ?? null}
                onChange={setAccountId}
                allowDeselect={false}
              />
              <NumberInput
                label={account ? t`Amount (${account.currency})` : t`Amount`}
                required
                min={0}
                decimalScale={2}
                thousandSeparator=","
                value={amount}
                onChange={setAmount}
                error={amountError}
              />
              <Select
                label={t`Paid through`}
                required
                data={platforms.entries
                  .filter((entry) => (RECHARGE_PLATFORMS as readonly string[]).includes(entry.value))
                  .map((entry) => ({ value: entry.value, label: entry.text }))}
                value={platform}
                onChange={(value) => setPlatform(value ?? 'bank')}
                allowDeselect={false}
              />
              <TextInput
                label={t`Transfer reference`}
                description={t`The transaction or serial number on your transfer receipt`}
                required
                value={reference}
                onChange={(event) => setReference(event.currentTarget.value)}
                error={referenceError}
              />
              <Textarea
                label={t`Remark`}
                maxLength={200}
                value={remark}
                onChange={(event) => setRemark(event.currentTarget.value)}
              />
              {call.error && (
                <Text size="sm" c="red" role="alert">
                  {errorMessage(call.error)}
                </Text>
              )}
              <Button onClick={submit} disabled={!ready} loading={call.isPending}>
                <Trans>Submit top-up</Trans>
              </Button>
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card withBorder padding="md" radius="md">
            <Stack gap="xs">
              <Text fw={600}>
                <Trans>How a top-up works</Trans>
              </Text>
              <List type="ordered" size="sm" spacing="xs">
                <List.Item>
                  <Trans>
                    Transfer the amount from your bank or payment app to the platform's collection account named in your
                    agreement.
                  </Trans>
                </List.Item>
                <List.Item>
                  <Trans>Enter the amount and the transfer reference here and submit.</Trans>
                </List.Item>
                <List.Item>
                  <Trans>
                    An operator checks that the money arrived and confirms it. Only then is your balance credited; you
                    see it in the top-up records and the financial details.
                  </Trans>
                </List.Item>
                <List.Item>
                  <Trans>If no transfer with that reference arrives, the top-up is rejected with the reason.</Trans>
                </List.Item>
              </List>
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
    </Stack>
  )
}
