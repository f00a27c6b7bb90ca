// The category tree as nested links: "All", the tree, and (for a tenant) "Uncategorised".
// Used as the filter beside the grid; on phones a select with indented names replaces it.
import { useLingui } from '@lingui/react/macro'
import { NavLink, ScrollArea, Select } from '@mantine/core'
import { buildCategoryTree, type CategoryNode, type MaterialCategoryRow } from '../../../contract/materials'

export const UNCATEGORISED = 'none'

export interface CategoryFilterProps {
  categories: readonly MaterialCategoryRow[]
  value: string | undefined
  onChange: (categoryId: string | undefined) => void
  withUncategorised?: boolean
}

function Branch({ nodes, value, onChange }: { nodes: CategoryNode[]; value?: string; onChange: (id: string) => void }) {
  return nodes.map((node) => (
    <NavLink
      component="button"
      key={node.id}
      label={node.name}
      active={value === node.id}
      onClick={() => onChange(node.id)}
      // Always open: a click picks the category as the filter, it does not fold the branch.
      opened
      childrenOffset="sm"
      rightSection={<span />}
    >
      {node.children.length ? <Branch nodes={node.children} value={value} onChange={onChange} /> : undefined}
    </NavLink>
  ))
}

export function CategoryTreeFilter({ categories, value, onChange, withUncategorised }: CategoryFilterProps) {
  const { t } = useLingui()
  return (
    <ScrollArea.Autosize mah="70vh" aria-label={t`Categories`}>
      <NavLink component="button" label={t`All materials`} active={!value} onClick={() => onChange(undefined)} />
      <Branch nodes={buildCategoryTree(categories)} value={value} onChange={onChange} />
      {withUncategorised && (
        <NavLink
          component="button"
          label={t`Uncategorised`}
          active={value === UNCATEGORISED}
          onClick={() => onChange(UNCATEGORISED)}
        />
      )}
    </ScrollArea.Autosize>
  )
}

/** Categories flattened in tree order with their depth, for selects. */
export function flattenTree(categories: readonly MaterialCategoryRow[]): { id: string; name: string; depth: number }[] {
  const out: { id: string; name: string; depth: number }[] = []
  const walk = (nodes: CategoryNode[], depth: number) => {
    for (const node of nodes) {
      out.push({ id: node.id, name: node.name, depth })
      walk(node.children, depth + 1)
    }
  }
  walk(buildCategoryTree(categories), 0)
  return out
}

export const categoryOptions = (categories: readonly MaterialCategoryRow[]) =>
  flattenTree(categories).map((node) => ({ value: node.id, label: `${'\u00a0\u00a0'.repeat(node.depth)}${node.name}` }))

export function CategorySelect(props: CategoryFilterProps & { label?: string; placeholder?: string }) {
  const { t } = useLingui()
  const data = [
    ...(props.withUncategorised ? [{ value: UNCATEGORISED, label: t`Uncategorised` }] : []),
    ...categoryOptions(props.categories),
  ]
  return (
    <Select
      label={props.label ?? t`Category`}
      placeholder={props.placeholder ?? t`All materials`}
      data={data}
      value={props.value ?? null}
      onChange={(next) => props.onChange(next ?? undefined)}
      clearable
      searchable
      w={{ base: '100%', sm: 220 }}
    />
  )
}
