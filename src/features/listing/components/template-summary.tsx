// A template read from the device while offline: what it holds, without the form (saving needs the
// channel's category tree and the server, so it waits for the connection).
import { useLingui } from '@lingui/react/macro'
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core'
import type { ListingTemplateRow } from '../../../contract/listing'

export function TemplateSummary({ template }: { template: ListingTemplateRow }) {
  const { t } = useLingui()
  const rows: [string, string][] = [
    [t`Template name`, template.name],
    [t`Shop`, template.shopName],
    [t`Channel category`, template.categoryPath.join(' › ')],
    ...Object.entries(template.attributes),
    [t`Title pattern`, template.titlePattern],
    [t`Description pattern`, template.descriptionPattern],
    [t`Handling time (days)`, String(template.handlingDays)],
    [t`Image order`, template.imageOrder === 'design_first' ? t`Design first` : t`Model photo first`],
  ]
  return (
    <Paper withBorder p="md" radius="md" maw={760}>
      <Stack gap="xs">
        {rows.map(([label, value]) => (
          <SimpleGrid key={label} cols={{ base: 1, sm: 2 }} spacing={4}>
            <Text size="sm" c="dimmed">
              {label}
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </SimpleGrid>
        ))}
      </Stack>
    </Paper>
  )
}
