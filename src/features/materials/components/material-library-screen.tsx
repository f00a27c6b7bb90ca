// The materials grid shared by /material/list (the tenant's library: bulk move and delete),
// /material/common/list (the team's shared materials: browse and pick) and /material/public/list
// (the platform's, read-only). The route owns the URL; this screen reads the search it is given.
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Box, Button, Center, Grid, Group, Loader, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { type ReactNode, useState } from 'react'
import { confirm } from '../../../components/confirm-dialog'
import { DatePickerInput } from '../../../components/dates'
import { FilterBar } from '../../../components/list-page/filter-bar'
import { KeywordSearch } from '../../../components/list-page/keyword-search'
import { ListPagination } from '../../../components/list-page/list-pagination'
import { PageHeader } from '../../../components/list-page/page-header'
import { hasListFilters } from '../../../components/list-page/search-params'
import { useIsPhone } from '../../../components/list-page/use-is-phone'
import { MATERIAL_TYPES, type MaterialRow } from '../../../contract/materials'
import { notifySuccess } from '../../../lib/notify'
import type { MaterialScope } from '../api/keys'
import { useCategoryList } from '../api/list-categories'
import { useMaterialList } from '../api/list-materials'
import { useDeleteMaterials } from '../api/material-changes'
import { materialTypeLabel } from '../labels'
import { type MaterialSearch, materialListRequest } from '../material-search'
import { CategorySelect, CategoryTreeFilter } from './category-tree'
import { MaterialCard } from './material-card'
import { MaterialPreview } from './material-preview'
import { MoveModal } from './move-modal'

export interface MaterialLibraryScreenProps {
  title: string
  scope: MaterialScope
  search: MaterialSearch
  onSearchChange: (change: Partial<MaterialSearch>) => void
  onReset: () => void
  /** material_list.edit: rename, move (one or many). */
  canEdit?: boolean
  /** material_list.delete */
  canDelete?: boolean
  /** Extra header actions (e.g. the upload link). */
  actions?: ReactNode
  intro?: ReactNode
}

const SORTS = ['createdAt:descend', 'createdAt:ascend', 'name:ascend', 'sizeBytes:descend'] as const

export function MaterialLibraryScreen(props: MaterialLibraryScreenProps) {
  const { search, onSearchChange, scope, canEdit = false, canDelete = false } = props
  const { t, i18n } = useLingui()
  const isPhone = useIsPhone()
  // The tree beside the grid needs a wide screen; phones and tablets pick the category in a select.
  const wide = useMediaQuery('(min-width: 62em)', true)
  const request = materialListRequest(search)
  const list = useMaterialList(scope, request)
  const categories = useCategoryList(scope)
  const remove = useDeleteMaterials()
  const [selected, setSelected] = useState<string[]>([])
  const [preview, setPreview] = useState<MaterialRow | null>(null)
  const [moving, setMoving] = useState<string[] | null>(null)
  const selectable = canEdit || canDelete
  const change = (next: Partial<MaterialSearch>) => {
    setSelected([])
    onSearchChange(next)
  }
  const rows = list.data?.data ?? []
  const categoryRows = categories.data ?? []
  const sortLabels: Record<(typeof SORTS)[number], string> = {
    'createdAt:descend': t`Newest first`,
    'createdAt:ascend': t`Oldest first`,
    'name:ascend': t`Name A–Z`,
    'sizeBytes:descend': t`Largest first`,
  }

  const deleteSelected = async () => {
    const ids = selected
    const ok = await confirm({
      title: t`Delete materials`,
      message: t`Delete ${ids.length} materials? This cannot be undone.`,
      confirmLabel: t`Delete`,
      danger: true,
    })
    if (!ok) return
    remove.mutate(ids, {
      onSuccess: () => {
        setSelected([])
        notifySuccess(t`${ids.length} materials deleted`)
      },
    })
  }

  const filters = (
    <FilterBar
      primary={
        <KeywordSearch value={search.keyword} placeholder={t`Name or tag`} onApply={(keyword) => change({ keyword })} />
      }
      onReset={props.onReset}
      active={hasListFilters(search)}
    >
      {!wide && (
        <CategorySelect
          categories={categoryRows}
          value={search.categoryId}
          onChange={(categoryId) => change({ categoryId })}
          withUncategorised={scope === 'tenant'}
        />
      )}
      <Select
        label={t`Type`}
        placeholder={t`All types`}
        data={MATERIAL_TYPES.map((type) => ({ value: type, label: materialTypeLabel(i18n, type) }))}
        value={search.type ?? null}
        onChange={(type) => change({ type: (type ?? undefined) as MaterialSearch['type'] })}
        clearable
        w={{ base: '100%', sm: 150 }}
      />
      <DatePickerInput
        type="range"
        label={t`Uploaded`}
        w={{ base: '100%', sm: 240 }}
        clearable
        allowSingleDateInRange
        valueFormat="YYYY-MM-DD"
        value={[search.createdFrom ?? null, search.createdTo ?? null]}
        onChange={(value) => {
          const [from, to] = value as [string | null, string | null]
          if (from && !to) return
          change({ createdFrom: from ?? undefined, createdTo: to ?? undefined })
        }}
      />
      <Select
        label={t`Sort`}
        data={SORTS.map((value) => ({ value, label: sortLabels[value] }))}
        value={`${request.sortField}:${request.sortOrder}`}
        allowDeselect={false}
        onChange={(value) => {
          const [sortField, sortOrder] = (value ?? SORTS[0]).split(':') as [
            MaterialSearch['sortField'],
            MaterialSearch['sortOrder'],
          ]
          change({ sortField, sortOrder })
        }}
        w={{ base: '100%', sm: 170 }}
      />
    </FilterBar>
  )

  const grid = (
    <Stack gap="sm">
      {selectable && rows.length > 0 && (
        <Group gap="xs" wrap="wrap">
          <Button
            size="xs"
            variant="default"
            onClick={() => setSelected(selected.length === rows.length ? [] : rows.map((row) => row.id))}
          >
            {selected.length === rows.length ? t`Clear selection` : t`Select page`}
          </Button>
          {canEdit && (
            <Button size="xs" disabled={selected.length === 0} onClick={() => setMoving(selected)}>
              {t`Move (${selected.length})`}
            </Button>
          )}
          {canDelete && (
            <Button
              size="xs"
              color="red"
              variant="light"
              disabled={selected.length === 0}
              loading={remove.isPending}
              onClick={deleteSelected}
            >
              {t`Delete (${selected.length})`}
            </Button>
          )}
        </Group>
      )}
      {list.isError && !list.data ? (
        <Alert color="red" title={t`The materials could not be loaded`}>
          <Button size="xs" variant="light" onClick={() => list.refetch()}>
            <Trans>Retry</Trans>
          </Button>
        </Alert>
      ) : list.isPending ? (
        <Center h={200}>
          <Loader />
        </Center>
      ) : rows.length === 0 ? (
        <Paper withBorder p="xl">
          <Text c="dimmed" ta="center">
            {hasListFilters(search) ? t`No materials match these filters` : t`No materials yet`}
          </Text>
        </Paper>
      ) : (
        <SimpleGrid
          cols={{ base: 2, sm: 3, lg: 4, xl: 6 }}
          spacing="sm"
          style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}
        >
          {rows.map((row) => (
            <MaterialCard
              key={row.id}
              material={row}
              onOpen={setPreview}
              selected={selected.includes(row.id)}
              onSelectChange={
                selectable
                  ? (on) =>
                      setSelected((current) => (on ? [...current, row.id] : current.filter((id) => id !== row.id)))
                  : undefined
              }
            />
          ))}
        </SimpleGrid>
      )}
      {list.data && list.data.totalCount > 0 && (
        <ListPagination
          pageNo={request.pageNo}
          pageSize={request.pageSize}
          totalCount={list.data.totalCount}
          pageSizeOptions={[12, 24, 48, 96]}
          compact={isPhone}
          onChange={(pageNo, pageSize) => onSearchChange({ pageNo, pageSize })}
        />
      )}
    </Stack>
  )

  return (
    <Stack gap="md">
      <PageHeader title={props.title} actions={props.actions} />
      {props.intro}
      {filters}
      {!wide ? (
        grid
      ) : (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 3, xl: 2 }}>
            <Paper withBorder p="xs">
              <CategoryTreeFilter
                categories={categoryRows}
                value={search.categoryId}
                onChange={(categoryId) => change({ categoryId })}
                withUncategorised={scope === 'tenant'}
              />
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 9, xl: 10 }}>
            <Box>{grid}</Box>
          </Grid.Col>
        </Grid>
      )}
      <MaterialPreview
        material={preview}
        categories={categoryRows}
        canEdit={canEdit}
        onClose={() => setPreview(null)}
      />
      <MoveModal
        ids={moving}
        categories={categoryRows}
        onClose={() => setMoving(null)}
        onMoved={() => setSelected([])}
      />
    </Stack>
  )
}
