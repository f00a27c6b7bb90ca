// The running or finished batch: progress, counts, and one row per pair with its mockup or the
// reason it was skipped (cards on phones, a table from tablets up).
import { useLingui } from '@lingui/react/macro'
import { Alert, Badge, Card, Group, Image, Progress, Stack, Table, Text, Title } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import type { BatchItemRow } from '../../../contract/design-batch'
import { DPI_REFUSE } from '../../../contract/designs'
import type { JobView } from '../../../contract/jobs'

export function BatchProgress({ job, items }: { job: JobView; items: BatchItemRow[] }) {
  const { t } = useLingui()
  const phone = useMediaQuery('(max-width: 36em)')
  const skipReason = (item: BatchItemRow) => {
    switch (item.reason) {
      case 'dpi':
        return t`Too small for the ${DPI_REFUSE} DPI floor at that print size (${item.dpi ?? 0} DPI)`
      case 'no-sides':
        return t`The model has no print area`
      case 'missing':
        return t`The picture or model no longer exists`
      default:
        return t`The print file could not be made`
    }
  }
  const result = (item: BatchItemRow) =>
    item.outcome === 'made' ? (
      <Group gap="xs" wrap="nowrap">
        {/* Lazy: a mockup (and its print file) is drawn by the server when first asked for, so only
            the rows in sight should ask while the follow-up job draws the rest. */}
        {item.mockup && <Image src={item.mockup} alt={t`Mockup`} w={48} h={48} fit="contain" loading="lazy" />}
        <Badge color="teal" variant="light">{t`Goods made`}</Badge>
      </Group>
    ) : (
      <Text size="sm" c="orange.8">
        {skipReason(item)}
      </Text>
    )
  return (
    <Card withBorder data-testid="batch-progress">
      <Stack gap="sm">
        <Title order={4}>{t`Progress`}</Title>
        <Progress value={job.percent ?? 0} animated={job.state === 'running'} />
        <Text size="sm" data-testid="batch-counts">
          {t`${job.processed} of ${job.total} pairs · ${job.counts.made ?? 0} made · ${job.counts.skipped ?? 0} skipped`}
        </Text>
        {job.error && <Alert color="red">{job.error}</Alert>}
        {phone ? (
          <Stack gap="xs" data-testid="batch-items">
            {items.map((item) => (
              <Card key={item.seq} withBorder padding="xs" data-testid="batch-item">
                <Text size="sm" fw={500}>
                  {item.materialName}
                </Text>
                <Text size="xs" c="dimmed" mb={4}>
                  {item.productTitle}
                </Text>
                {result(item)}
              </Card>
            ))}
          </Stack>
        ) : (
          <Table striped data-testid="batch-items">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t`Picture`}</Table.Th>
                <Table.Th>{t`Model`}</Table.Th>
                <Table.Th>{t`Result`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr key={item.seq} data-testid="batch-item">
                  <Table.Td>{item.materialName}</Table.Td>
                  <Table.Td>{item.productTitle}</Table.Td>
                  <Table.Td>{result(item)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Card>
  )
}
