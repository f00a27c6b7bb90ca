// Recent imports of the seller (the `sale_import` source): file, kind, who, when and the counts.
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Group, Loader, Pagination, Paper, ScrollArea, Stack, Table, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { useIsPhone } from '../../../components/list-page/use-is-phone'
import type { SaleImportRow } from '../../../contract/order-import'
import { formatDateTime } from '../../../lib/format-date'
import { useImportList } from '../api/list-imports'
import { KIND_LABELS } from '../import-labels'

const PAGE_SIZE = 5

export function RecentImports() {
  const { t, i18n } = useLingui()
  const phone = useIsPhone()
  const [pageNo, setPageNo] = useState(1)
  const query = useImportList({ pageNo, pageSize: PAGE_SIZE })
  const page = query.data
  const counts = (row: SaleImportRow) =>
    t`${row.createdOrders} created · ${row.duplicateOrders} duplicates · ${row.failedRows} failed`
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4}>
            <Trans>Recent imports</Trans>
          </Title>
          {query.isFetching && <Loader size="xs" />}
        </Group>
        {query.isError ? (
          <Alert color="red">
            <Trans>Recent imports could not be loaded.</Trans>
          </Alert>
        ) : !page ? (
          <Loader size="sm" />
        ) : page.data.length === 0 ? (
          <Text c="dimmed" size="sm">
            <Trans>No imports yet.</Trans>
          </Text>
        ) : phone ? (
          <Stack gap="xs">
            {page.data.map((row) => (
              <Paper key={row.id} withBorder p="xs" radius="sm">
                <Text size="sm" fw={600} truncate>
                  {row.fileName}
                </Text>
                <Text size="xs" c="dimmed">
                  {i18n._(KIND_LABELS[row.kind])} · {row.by} · {formatDateTime(row.createdAt, i18n.locale)}
                </Text>
                <Text size="sm">
                  <Trans>
                    {row.processedRows} of {row.totalRows} rows
                  </Trans>{' '}
                  · {counts(row)}
                </Text>
              </Paper>
            ))}
          </Stack>
        ) : (
          <ScrollArea>
            <Table fz="sm" miw={760} striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t`File`}</Table.Th>
                  <Table.Th>{t`Kind`}</Table.Th>
                  <Table.Th>{t`By`}</Table.Th>
                  <Table.Th>{t`When`}</Table.Th>
                  <Table.Th>{t`Rows`}</Table.Th>
                  <Table.Th>{t`Orders created`}</Table.Th>
                  <Table.Th>{t`Duplicates`}</Table.Th>
                  <Table.Th>{t`Rows failed`}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {page.data.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td maw={240} style={{ overflowWrap: 'break-word' }}>
                      {row.fileName}
                    </Table.Td>
                    <Table.Td>{i18n._(KIND_LABELS[row.kind])}</Table.Td>
                    <Table.Td>{row.by}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.createdAt, i18n.locale)}</Table.Td>
                    <Table.Td>
                      {row.processedRows} / {row.totalRows}
                    </Table.Td>
                    <Table.Td>{row.createdOrders}</Table.Td>
                    <Table.Td>{row.duplicateOrders}</Table.Td>
                    <Table.Td c={row.failedRows ? 'red' : undefined}>{row.failedRows}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        )}
        {page && page.totalPage > 1 && (
          <Pagination value={pageNo} onChange={setPageNo} total={page.totalPage} size="sm" />
        )}
      </Stack>
    </Paper>
  )
}
