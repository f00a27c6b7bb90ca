// What the storefront's paged lists (counters, coupons, members) share: the filter bar — a keyword,
// the storefront shop and one state choice, all in the URL — the paged list with a card per row on
// phones, and the enabled/disabled badge. Each screen keeps only its columns, card and actions.
import { useLingui } from '@lingui/react/macro'
import { Badge, Card, Group, Select, Stack, Text } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import type { DataTableColumn } from 'mantine-datatable'
import type { ReactNode } from 'react'
import { DataList, listQueryProps } from '../../../components/list-page/data-list'
import { FilterBar } from '../../../components/list-page/filter-bar'
import { KeywordSearch } from '../../../components/list-page/keyword-search'
import { listControls } from '../../../components/list-page/list-controls'
import type { Page } from '../../../contract/envelope'

export interface ShopListSearch {
  pageNo?: number
  pageSize?: number
  shopId?: string
  keyword?: string
}

export function ShopListFilters<S extends ShopListSearch>({
  search,
  onSearchChange,
  shops,
  keywordPlaceholder,
  choice,
  alsoReset = [],
}: {
  search: S
  onSearchChange: (change: Partial<S>) => void
  shops: { id: string; name: string }[]
  keywordPlaceholder: string
  /** The list's own state filter (status, coupon state): a key of the search and its options. */
  choice: { key: keyof S & string; label: string; options: { value: string; label: string }[] }
  /** More search keys the reset clears (members: the counter a link filtered by). */
  alsoReset?: (keyof S & string)[]
}) {
  const { t } = useLingui()
  const cleared = (keys: string[]) => Object.fromEntries(keys.map((key) => [key, undefined])) as Partial<S>
  const chosen = search[choice.key] as string | undefined
  return (
    <FilterBar
      onReset={() => onSearchChange(cleared(['shopId', 'keyword', 'pageNo', choice.key, ...alsoReset]))}
      active={!!(search.shopId || search.keyword || chosen || alsoReset.some((key) => search[key]))}
      primary={
        <KeywordSearch
          value={search.keyword}
          placeholder={keywordPlaceholder}
          onApply={(keyword) => onSearchChange({ keyword, pageNo: undefined } as Partial<S>)}
        />
      }
    >
      <Select
        label={t`Shop`}
        clearable
        w={{ base: '100%', sm: 220 }}
        value={search.shopId ?? null}
        data={shops.map((shop) => ({ value: shop.id, label: shop.name }))}
        onChange={(value) => onSearchChange({ shopId: value ?? undefined, pageNo: undefined } as Partial<S>)}
      />
      <Select
        label={choice.label}
        clearable
        w={{ base: '100%', sm: 150 }}
        value={chosen ?? null}
        data={choice.options}
        onChange={(value) => onSearchChange({ [choice.key]: value ?? undefined, pageNo: undefined } as Partial<S>)}
      />
    </FilterBar>
  )
}

/** The paged list: a table on wider screens, a card per row on phones (title, badge, then the rest). */
export function ShopList<T extends { id: string }>({
  query,
  request,
  onSearchChange,
  label,
  columns,
  emptyText,
  cardTitle,
  cardBadge,
  cardBody,
}: {
  query: UseQueryResult<Page<T>>
  request: { pageNo: number; pageSize: number }
  onSearchChange: (change: { pageNo?: number; pageSize?: number }) => void
  label: string
  columns: DataTableColumn<T>[]
  emptyText: ReactNode
  cardTitle: (row: T) => ReactNode
  cardBadge: (row: T) => ReactNode
  cardBody: (row: T) => ReactNode
}) {
  return (
    <DataList<T>
      {...listQueryProps(query)}
      label={label}
      columns={columns}
      {...listControls({ request, onChange: onSearchChange })}
      emptyText={emptyText}
      renderCard={(row) => (
        <Card withBorder padding="sm">
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600}>{cardTitle(row)}</Text>
              {cardBadge(row)}
            </Group>
            {cardBody(row)}
          </Stack>
        </Card>
      )}
    />
  )
}

export function EnabledBadge({ status }: { status: 'enabled' | 'disabled' }) {
  const { t } = useLingui()
  return (
    <Badge color={status === 'enabled' ? 'green' : 'gray'} variant="light">
      {status === 'enabled' ? t`Enabled` : t`Disabled`}
    </Badge>
  )
}

export function useEnabledOptions() {
  const { t } = useLingui()
  return [
    { value: 'enabled', label: t`Enabled` },
    { value: 'disabled', label: t`Disabled` },
  ]
}
