// Bulk ship: the selected orders waiting to ship, an express company and a tracking number per row,
// one bulk call, and the outcome per row (shipped rows lock, refused rows show why).
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Badge, Button, Drawer, Group, Paper, Select, Stack, Table, Text, TextInput } from '@mantine/core'
import { memo, useState } from 'react'
import { useIsPhone } from '../../../components/list-page/use-is-phone'
import { SubmitButton } from '../../../components/submit-button'
import type { SaleOrderRow } from '../../../contract/orders'
import { errorMessage } from '../../../lib/error-message'
import { notifyFailure, notifySuccess } from '../../../lib/notify'
import { type ShipmentOutcome, useQueueShipments } from '../api/queue-shipments'
import { type BulkShipRow, type BulkShipRowError, bulkShipItems, validateBulkShip } from '../bulk-ship-form'
import type { OrderLookups } from '../types'

export interface BulkShipDrawerProps {
  opened: boolean
  orders: SaleOrderRow[]
  lookups: OrderLookups
  onClose: () => void
  /** After a call: the ids that shipped, so the list can drop them from the selection. */
  onShipped: (ids: string[]) => void
}

/** Shipped, or safely queued: the row is locked either way. */
const isSettled = (result: ShipmentOutcome | undefined) => result?.kind === 'done' || result?.kind === 'queued'

/**
 * Memoised: it stays mounted under the order list, which renders again on every tick of its
 * countdowns and every change of the device's rows; with the same props it does not.
 */
export const BulkShipDrawer = memo(function BulkShipDrawer(props: BulkShipDrawerProps) {
  const { t } = useLingui()
  const phone = useIsPhone()
  return (
    <Drawer
      opened={props.opened}
      onClose={props.onClose}
      title={t`Ship orders`}
      position="right"
      size={phone ? '100%' : 'xl'}
    >
      {props.opened && <BulkShipForm {...props} />}
    </Drawer>
  )
})

function BulkShipForm({ orders, lookups, onClose, onShipped }: BulkShipDrawerProps) {
  const { t } = useLingui()
  const phone = useIsPhone()
  // One notice per run, so the outcome is said even when the rows are scrolled out of view.
  const notifyOutcome = (answer: ShipmentOutcome[]) => {
    const shipped = answer.filter((result) => result.kind === 'done').length
    const queued = answer.filter((result) => result.kind === 'queued').length
    const refused = answer.filter((result) => result.kind === 'refused').length
    if (shipped > 0) notifySuccess(t`${shipped} orders shipped`)
    if (queued > 0)
      notifySuccess(t`${queued} shipments saved on this device: they are sent as soon as the server can be reached`)
    if (refused > 0) notifyFailure(t`${refused} orders were not shipped: see the reason on each`)
  }
  const bulk = useQueueShipments()
  const [rows, setRows] = useState<BulkShipRow[]>(() =>
    orders.map((order) => ({
      orderId: order.id,
      orderNo: order.orderNo,
      version: order.version,
      expressCode: order.expressCode ?? '',
      trackingNo: '',
    })),
  )
  const [submitted, setSubmitted] = useState(false)
  const [results, setResults] = useState<Record<string, ShipmentOutcome>>({})
  const pending = rows.filter((row) => results[row.orderId]?.kind !== 'done' && results[row.orderId]?.kind !== 'queued')
  const errors = validateBulkShip(pending)
  const valid = Object.keys(errors).length === 0
  const expressData = lookups.expressCompanies.map((company) => ({ value: company.value, label: company.text }))

  const update = (orderId: string, change: Partial<BulkShipRow>) =>
    setRows((current) => current.map((row) => (row.orderId === orderId ? { ...row, ...change } : row)))

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    if (!valid || pending.length === 0) return
    const labels = new Map(pending.map((row) => [row.orderId, row.orderNo]))
    bulk.mutate(
      bulkShipItems(pending).map((input) => ({ input, label: labels.get(input.orderId) ?? input.orderId })),
      {
        onSuccess: (answer) => {
          setResults((current) => ({
            ...current,
            ...Object.fromEntries(answer.map((result) => [result.orderId, result])),
          }))
          onShipped(answer.filter((result) => result.kind !== 'refused').map((result) => result.orderId))
          notifyOutcome(answer)
        },
      },
    )
  }

  const message = (error: BulkShipRowError | undefined, field: keyof BulkShipRowError) => {
    if (!submitted || !error?.[field]) return undefined
    const code = error[field]
    if (field === 'expressCode') return t`Choose an express company`
    if (code === 'required') return t`Enter the tracking number`
    if (code === 'duplicate') return t`This tracking number is used twice`
    return t`4 to 40 letters, digits or dashes`
  }

  const locked = (row: BulkShipRow) => isSettled(results[row.orderId]) || bulk.isPending
  const expressField = (row: BulkShipRow) => (
    <Select
      aria-label={t`Express company of ${row.orderNo}`}
      placeholder={phone ? t`Express company` : undefined}
      data={expressData}
      searchable
      disabled={locked(row)}
      value={row.expressCode || null}
      onChange={(value) => update(row.orderId, { expressCode: value ?? '' })}
      error={message(errors[row.orderId], 'expressCode')}
    />
  )
  const trackingField = (row: BulkShipRow) => (
    <TextInput
      aria-label={t`Tracking no. of ${row.orderNo}`}
      placeholder={phone ? t`Tracking no.` : undefined}
      disabled={locked(row)}
      maxLength={40}
      value={row.trackingNo}
      onChange={(event) => update(row.orderId, { trackingNo: event.currentTarget.value })}
      error={message(errors[row.orderId], 'trackingNo')}
    />
  )
  const resultOf = (row: BulkShipRow) => {
    const result = results[row.orderId]
    if (result?.kind === 'done')
      return (
        <Badge color="green" variant="light">
          <Trans>Shipped</Trans>
        </Badge>
      )
    if (result?.kind === 'queued')
      return (
        <Badge color="orange" variant="light">
          <Trans>Pending sync</Trans>
        </Badge>
      )
    if (result?.kind === 'refused')
      return (
        <Text size="xs" c="red">
          {result.error.message}
        </Text>
      )
    return null
  }
  const invalidCount = Object.keys(errors).length
  const allDone = rows.length > 0 && pending.length === 0
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {orders.length === 0 ? (
          <Text c="dimmed">
            <Trans>None of the selected orders is waiting to ship.</Trans>
          </Text>
        ) : (
          <Select
            label={t`Express company for all`}
            data={expressData}
            searchable
            clearable
            value={null}
            onChange={(value) =>
              value &&
              setRows((current) =>
                current.map((row) => (isSettled(results[row.orderId]) ? row : { ...row, expressCode: value })),
              )
            }
          />
        )}
        {phone ? (
          <Stack
            gap="sm"
            component="ul"
            aria-label={t`Orders to ship`}
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
          >
            {rows.map((row) => (
              <Paper key={row.orderId} component="li" withBorder p="sm" radius="md">
                <Stack gap="xs">
                  <Group justify="space-between" wrap="nowrap">
                    <Text fw={600} size="sm">
                      {row.orderNo}
                    </Text>
                    {resultOf(row)}
                  </Group>
                  {expressField(row)}
                  {trackingField(row)}
                </Stack>
              </Paper>
            ))}
          </Stack>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t`Order no.`}</Table.Th>
                  <Table.Th>{t`Express company`}</Table.Th>
                  <Table.Th>{t`Tracking no.`}</Table.Th>
                  <Table.Th>{t`Result`}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.orderId}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.orderNo}</Table.Td>
                    <Table.Td>{expressField(row)}</Table.Td>
                    <Table.Td>{trackingField(row)}</Table.Td>
                    <Table.Td>{resultOf(row)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {bulk.isError && <Alert color="red">{errorMessage(bulk.error)}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={bulk.isPending}>
            {allDone ? <Trans>Close</Trans> : <Trans>Cancel</Trans>}
          </Button>
          {!allDone && (
            <SubmitButton
              loading={bulk.isPending}
              missing={
                submitted && !valid ? [t`an express company and a valid tracking number on ${invalidCount} rows`] : []
              }
              disabled={pending.length === 0}
            >
              <Trans>Ship {pending.length} orders</Trans>
            </SubmitButton>
          )}
        </Group>
      </Stack>
    </form>
  )
}
