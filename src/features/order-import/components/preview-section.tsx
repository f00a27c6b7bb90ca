// The preview: how many rows are ready and which are not (with the reason per row), before
// anything is sent. Phones get stacked rows instead of the table.
import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Group, Paper, ScrollArea, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { useIsPhone } from '../../../components/list-page/use-is-phone'
import { problemsText } from '../import-labels'
import type { PreviewRow } from '../mapping'

const SHOWN = 100

export function PreviewSection({ rows }: { rows: readonly PreviewRow[] }) {
  const { t, i18n } = useLingui()
  const phone = useIsPhone()
  const [filter, setFilter] = useState<'all' | 'bad'>('all')
  const bad = rows.filter((row) => row.problems.length > 0)
  const orders = new Set(rows.map((row) => `${row.raw.shop}\u0000${row.raw.orderNo}`)).size
  const list = (filter === 'bad' ? bad : rows).slice(0, SHOWN)
  const shownCount = filter === 'bad' ? bad.length : rows.length
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={4}>
            <Trans>Preview</Trans>
          </Title>
          <Group gap="xs">
            <Badge variant="light">
              <Trans>
                {rows.length} rows, {orders} orders
              </Trans>
            </Badge>
            <Badge color={bad.length ? 'red' : 'green'} variant="light">
              <Trans>{bad.length} rows with problems</Trans>
            </Badge>
          </Group>
        </Group>
        <SegmentedControl
          value={filter}
          onChange={(value) => setFilter(value as 'all' | 'bad')}
          data={[
            { value: 'all', label: t`All rows` },
            { value: 'bad', label: t`Rows with problems` },
          ]}
          w="fit-content"
        />
        {list.length === 0 ? (
          <Text c="dimmed" size="sm">
            <Trans>No rows with problems.</Trans>
          </Text>
        ) : phone ? (
          <Stack gap="xs">
            {list.map((row) => (
              <Paper key={row.rowNo} withBorder p="xs" radius="sm">
                <Group justify="space-between" gap="xs">
                  <Text size="sm" fw={600}>
                    <Trans>Row {row.rowNo}</Trans> · {row.raw.orderNo}
                  </Text>
                  <Text size="sm">
                    {row.raw.quantity} × {row.raw.unitPrice}
                  </Text>
                </Group>
                <Text size="sm">
                  {row.raw.buyerName} · {row.raw.sku}
                </Text>
                {row.problems.length > 0 && (
                  <Text size="sm" c="red">
                    {problemsText(i18n, row.problems)}
                  </Text>
                )}
              </Paper>
            ))}
          </Stack>
        ) : (
          <ScrollArea>
            <Table striped highlightOnHover miw={1000} fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t`Row`}</Table.Th>
                  <Table.Th>{t`Order number`}</Table.Th>
                  <Table.Th>{t`Shop`}</Table.Th>
                  <Table.Th>{t`Buyer`}</Table.Th>
                  <Table.Th>{t`SKU`}</Table.Th>
                  <Table.Th>{t`Quantity`}</Table.Th>
                  <Table.Th>{t`Unit price`}</Table.Th>
                  <Table.Th>{t`Problems`}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((row) => (
                  <Table.Tr key={row.rowNo}>
                    <Table.Td>{row.rowNo}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.raw.orderNo}</Table.Td>
                    <Table.Td miw={120}>{row.raw.shop}</Table.Td>
                    <Table.Td>{row.raw.buyerName}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.raw.sku}</Table.Td>
                    <Table.Td>{row.raw.quantity}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {row.raw.unitPrice} {row.raw.currency}
                    </Table.Td>
                    <Table.Td c={row.problems.length ? 'red' : undefined} miw={280}>
                      {row.problems.length ? problemsText(i18n, row.problems) : t`Ready`}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        )}
        {shownCount > SHOWN && (
          <Text size="xs" c="dimmed">
            <Trans>
              Showing the first {SHOWN} of {shownCount} rows.
            </Trans>
          </Text>
        )}
      </Stack>
    </Paper>
  )
}
