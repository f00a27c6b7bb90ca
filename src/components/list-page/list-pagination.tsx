// Paging of SPEC.md §9 under a list: page buttons, a page-size changer and a quick jump.
import { Trans, useLingui } from '@lingui/react/macro'
import { Group, Pagination, Text, TextInput } from '@mantine/core'
import { useState } from 'react'
import { DEFAULT_TABLE_PAGING } from '../../lib/paging'
import { Select } from '../floating/deferred'

export interface ListPaginationProps {
  pageNo: number
  pageSize: number
  totalCount: number
  /** The total is still being counted (totalCount is a lower bound): says so instead of a number. */
  counting?: boolean
  onChange: (pageNo: number, pageSize: number) => void
  pageSizeOptions?: readonly number[]
  compact?: boolean
}

export function ListPagination(props: ListPaginationProps) {
  const { pageNo, pageSize, totalCount, onChange, compact } = props
  const options = props.pageSizeOptions ?? DEFAULT_TABLE_PAGING.pageSizeOptions
  const { t } = useLingui()
  const totalPages = Math.max(1, Math.ceil(totalCount / pageSize))
  const [jump, setJump] = useState('')

  const goTo = () => {
    const target = Math.trunc(Number(jump))
    if (Number.isFinite(target) && target >= 1) onChange(Math.min(target, totalPages), pageSize)
    setJump('')
  }

  return (
    <Group justify="space-between" gap="sm" wrap="wrap" aria-label={t`Paging`}>
      <Text size="sm" c="dimmed">
        {props.counting ? <Trans>Counting…</Trans> : <Trans>{totalCount} in total</Trans>}
      </Text>
      <Group gap="xs" wrap="wrap">
        <Pagination
          total={totalPages}
          value={Math.min(pageNo, totalPages)}
          onChange={(next) => onChange(next, pageSize)}
          size="sm"
          siblings={compact ? 0 : 1}
          boundaries={1}
          getControlProps={(control) => ({
            'aria-label': control === 'next' ? t`Next page` : control === 'previous' ? t`Previous page` : undefined,
          })}
        />
        {DEFAULT_TABLE_PAGING.showSizeChanger && (
          <Select
            aria-label={t`Rows per page`}
            size="xs"
            w={110}
            allowDeselect={false}
            data={options.map((size) => ({ value: String(size), label: t`${size} / page` }))}
            value={String(pageSize)}
            // A new size starts at the first page: the old page number means other rows now.
            onChange={(value) => value && onChange(1, Number(value))}
          />
        )}
        {DEFAULT_TABLE_PAGING.showQuickJumper && !compact && (
          <Group gap={4} wrap="nowrap">
            <Text size="sm">
              <Trans>Go to</Trans>
            </Text>
            {/* A text field taking digits only rather than Mantine's NumberInput, whose number
                formatting library (≈ 6 KiB gzip) was on every list's first load for this box alone. */}
            <TextInput
              aria-label={t`Go to page`}
              size="xs"
              w={64}
              inputMode="numeric"
              autoComplete="off"
              value={jump}
              onChange={(event) => setJump(event.currentTarget.value.replace(/\D/g, ''))}
              onKeyDown={(event) => {
                if (event.key === 'Enter') goTo()
              }}
              onBlur={() => jump !== '' && goTo()}
            />
          </Group>
        )}
      </Group>
    </Group>
  )
}
