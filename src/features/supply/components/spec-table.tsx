// The one table of a product's specs in the supply screens: a factory product's price per spec,
// a supplied product's supply prices (read-only for the distributor) and the supplied-product
// form's price inputs. Each gives its three headers and the cells of a spec.
import { Table } from '@mantine/core'
import type { ReactNode } from 'react'

export interface SpecTableProps<S> {
  /** The table's accessible name. */
  label: string
  headers: [string, string, string]
  specs: readonly S[]
  keyOf: (spec: S) => string
  cells: (spec: S) => [ReactNode, ReactNode, ReactNode]
  /** Read-only tables are striped and put their last column (a price) on the right. */
  readOnly?: boolean
  minWidth?: number
}

export function SpecTable<S>({
  label,
  headers,
  specs,
  keyOf,
  cells,
  readOnly = false,
  minWidth = 320,
}: SpecTableProps<S>) {
  const last = readOnly ? ({ textAlign: 'right' } as const) : undefined
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped={readOnly} aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{headers[0]}</Table.Th>
            <Table.Th>{headers[1]}</Table.Th>
            <Table.Th style={last}>{headers[2]}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {specs.map((spec) => {
            const [first, second, third] = cells(spec)
            return (
              <Table.Tr key={keyOf(spec)}>
                <Table.Td>{first}</Table.Td>
                <Table.Td>{second}</Table.Td>
                <Table.Td style={last}>{third}</Table.Td>
              </Table.Tr>
            )
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
