// The supply price of every spec of one supplied product (read-only), for the distributor.
import { useLingui } from '@lingui/react/macro'
import { Table } from '@mantine/core'
import type { SupplierProductRow } from '../../../contract/supply'
import { formatMoney } from '../../../lib/money'
import { SUPPLY_CURRENCY } from '../supply-labels'

export function SupplierProductSpecs({
  row,
  locale,
  colorName,
}: {
  row: SupplierProductRow
  locale: string
  colorName: (value: string) => string
}) {
  const { t } = useLingui()
  return (
    <Table.ScrollContainer minWidth={280}>
      <Table striped aria-label={t`Supply price per spec`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t`Spec`}</Table.Th>
            <Table.Th>SKU</Table.Th>
            <Table.Th style={{ textAlign: 'right' }}>{t`Supply price`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {row.specs.map((spec) => (
            <Table.Tr key={spec.specId}>
              <Table.Td>
                {colorName(spec.color)} / {spec.size}
              </Table.Td>
              <Table.Td>{spec.sku}</Table.Td>
              <Table.Td style={{ textAlign: 'right' }}>{formatMoney(spec.price, SUPPLY_CURRENCY, locale)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
