// The express companies (domestic and international lists) with the account's shipping rules of
// each: first weight and price, additional weight and price, per destination. Rules can be added,
// edited and deleted by a role holding express_list add / edit / delete.
import { Trans, useLingui } from '@lingui/react/macro'
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core'
import { IconPencil, IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { ConfirmDialog } from '../../../components/confirm-dialog-view'
import type { ExpressCompany } from '../../../contract/dictionaries'
import type { ShippingRuleRow } from '../../../contract/platform-sync'
import { formatMoney } from '../../../lib/money'
import { notifySuccess } from '../../../lib/notify'
import { useRules } from '../api/list-rules'
import { useDeleteRule } from '../api/save-rule'
import type { ShippingLookups } from '../lookups'
import { RuleForm } from './rule-form'

export interface CompaniesTabProps {
  lookups: ShippingLookups
  locale: string
  can: { add: boolean; edit: boolean; delete: boolean }
}

const weight = (grams: number) => (grams % 1000 === 0 ? `${grams / 1000} kg` : `${grams} g`)

export function CompaniesTab({ lookups, locale, can }: CompaniesTabProps) {
  const { t } = useLingui()
  const rules = useRules()
  const remove = useDeleteRule()
  const [editing, setEditing] = useState<{ company: ExpressCompany; rule: ShippingRuleRow | null } | null>(null)
  const [deleting, setDeleting] = useState<ShippingRuleRow | null>(null)
  const [deleteKey, setDeleteKey] = useState('')
  const byCompany = new Map<string, ShippingRuleRow[]>()
  for (const rule of rules.data ?? [])
    byCompany.set(rule.expressCode, [...(byCompany.get(rule.expressCode) ?? []), rule])
  const destination = (code: string) => {
    if (code === '*') return t`Every destination`
    const label = lookups.countryLabel(code)
    // COUNTRY lists the cross-border markets; China is the domestic destination.
    return code === 'CN' && label === code ? t`China (domestic)` : label
  }

  const actions = (entry: ExpressCompany, rule: ShippingRuleRow) => (
    <>
      {can.edit && (
        <ActionIcon variant="subtle" aria-label={t`Edit rule`} onClick={() => setEditing({ company: entry, rule })}>
          <IconPencil size={16} />
        </ActionIcon>
      )}
      {can.delete && (
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t`Delete rule`}
          onClick={() => {
            setDeleteKey(crypto.randomUUID())
            setDeleting(rule)
          }}
        >
          <IconTrash size={16} />
        </ActionIcon>
      )}
    </>
  )

  const company = (entry: ExpressCompany) => {
    const list = byCompany.get(entry.value) ?? []
    return (
      <Paper key={entry.value} withBorder p="sm" radius="sm" data-testid={`express-${entry.value}`}>
        <Group justify="space-between" mb={list.length ? 'xs' : 0}>
          <Group gap="xs">
            <Text fw={600}>{entry.text}</Text>
            <Badge variant="outline" size="sm">
              {entry.value}
            </Badge>
          </Group>
          {can.add && (
            <Button size="xs" variant="light" onClick={() => setEditing({ company: entry, rule: null })}>
              <Trans>Add rule</Trans>
            </Button>
          )}
        </Group>
        {list.length === 0 ? (
          <Text size="xs" c="dimmed">
            <Trans>No shipping rule yet</Trans>
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={420}>
            <Table fz="sm" verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t`Destination`}</Table.Th>
                  <Table.Th>{t`First weight`}</Table.Th>
                  <Table.Th>{t`First-weight price`}</Table.Th>
                  <Table.Th>{t`Additional weight`}</Table.Th>
                  <Table.Th>{t`Additional-weight price`}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((rule) => (
                  <Table.Tr key={rule.id}>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        {destination(rule.country)}
                        {actions(entry, rule)}
                      </Group>
                    </Table.Td>
                    <Table.Td>{weight(rule.firstWeight)}</Table.Td>
                    <Table.Td>{formatMoney(rule.firstPrice, rule.currency, locale)}</Table.Td>
                    <Table.Td>{weight(rule.additionalWeight)}</Table.Td>
                    <Table.Td>{formatMoney(rule.additionalPrice, rule.currency, locale)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
    )
  }

  if (rules.isError) {
    return (
      <Alert color="red" title={<Trans>The shipping rules could not be loaded</Trans>}>
        <Button size="xs" variant="light" color="red" onClick={() => void rules.refetch()}>
          <Trans>Retry</Trans>
        </Button>
      </Alert>
    )
  }
  if (!rules.data) return <Loader size="sm" />
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <Stack gap="xs">
          <Title order={5}>
            <Trans>Domestic express companies</Trans>
          </Title>
          {lookups.internal.map(company)}
        </Stack>
        <Stack gap="xs">
          <Title order={5}>
            <Trans>International express companies</Trans>
          </Title>
          {lookups.external.map(company)}
        </Stack>
      </SimpleGrid>
      {editing && (
        <RuleForm
          expressCode={editing.company.value}
          companyName={editing.company.text}
          rule={editing.rule}
          lookups={lookups}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        opened={deleting != null}
        title={t`Delete shipping rule`}
        message={t`Delete the rule for ${deleting ? lookups.expressLabel(deleting.expressCode) : ''} to ${deleting ? destination(deleting.country) : ''}?`}
        danger
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(
            { id: deleting.id, version: deleting.version, key: deleteKey },
            {
              onSuccess: () => {
                notifySuccess(t`Shipping rule deleted`)
                setDeleting(null)
              },
            },
          )
        }
      />
    </Stack>
  )
}
