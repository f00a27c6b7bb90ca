// The saved views of a list, in its filter bar: one tap applies a view's filters and sort; "Save
// view" names the current ones; "Manage" renames or deletes. Shared by every list that has views.
import { Trans, useLingui } from '@lingui/react/macro'
import { Box, Button, Group } from '@mantine/core'
import { useState } from 'react'
import { useIsPhone } from '../../../components/list-page/use-is-phone'
import { NeedsNetwork, useOffline } from '../../../components/offline/needs-network'
import type { SavedViewList, SavedViewSearch } from '../../../contract/saved-view-shapes'
import { useSavedViews } from '../api/saved-views'
import { activeView, viewSearchOf } from '../view-search'
import { ManageViewsModal } from './manage-views-modal'
import { SaveViewPopover } from './save-view-popover'
import classes from './saved-views-bar.module.css'

export interface SavedViewsBarProps {
  list: SavedViewList
  /** The list's current URL search. */
  search: Record<string, unknown>
  /** Search params that are screen state, not filters (an open record, a form). */
  omit?: readonly string[]
  /** Shows a view: the route replaces the filters and sort with the view's, from page 1. */
  onApply: (search: SavedViewSearch) => void
}

export function SavedViewsBar({ list, search, omit, onApply }: SavedViewsBarProps) {
  const { t } = useLingui()
  const isPhone = useIsPhone()
  const offline = useOffline()
  const [managing, setManaging] = useState(false)
  const views = useSavedViews(list).data ?? []
  const current = viewSearchOf(search, omit)
  const active = activeView(views, current)
  const nothingToSave = Object.keys(current).length === 0
  const saveBlocked = offline
    ? t`Saving a view needs a connection`
    : nothingToSave
      ? t`Set a filter or sort first`
      : active
        ? t`These filters are saved as "${active.name}"`
        : undefined

  const chips = (
    <Group gap={6} wrap={isPhone ? 'nowrap' : 'wrap'} role="group" aria-label={t`Saved views`}>
      {views.map((view) => (
        <Button
          key={view.id}
          size="compact-sm"
          radius="xl"
          variant={view.id === active?.id ? 'filled' : 'light'}
          aria-pressed={view.id === active?.id}
          // On a phone the row scrolls sideways: names stay whole instead of squeezing.
          style={{ flexShrink: 0 }}
          onClick={() => onApply(view.search)}
        >
          {view.name}
        </Button>
      ))}
      <SaveViewPopover list={list} search={current} disabled={saveBlocked != null} disabledReason={saveBlocked} />
      {offline && <NeedsNetwork>{saveBlocked}</NeedsNetwork>}
      {views.length > 0 && (
        <Button
          size="compact-sm"
          variant="subtle"
          color="gray"
          style={{ flexShrink: 0 }}
          onClick={() => setManaging(true)}
        >
          <Trans>Manage</Trans>
        </Button>
      )}
    </Group>
  )
  return (
    <>
      {isPhone ? <Box className={classes.phoneRow}>{chips}</Box> : chips}
      <ManageViewsModal
        list={list}
        views={views}
        opened={managing}
        onClose={() => setManaging(false)}
        readOnly={offline}
      />
    </>
  )
}
