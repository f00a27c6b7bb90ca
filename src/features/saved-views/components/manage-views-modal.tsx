// "Manage views": rename or delete each saved view of a list (one row per view).
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, Stack, Text, TextInput } from '@mantine/core'
import { useState } from 'react'
import { confirm } from '../../../components/confirm-dialog'
import { Modal } from '../../../components/floating/deferred'
import { SAVED_VIEW_NAME_MAX, type SavedView, type SavedViewList } from '../../../contract/saved-view-shapes'
import { errorMessage } from '../../../lib/error-message'
import { notifyFailure } from '../../../lib/notify'
import { useDeleteView, useRenameView } from '../api/saved-views'

export interface ManageViewsModalProps {
  list: SavedViewList
  views: readonly SavedView[]
  opened: boolean
  onClose: () => void
  /** Offline: the rows are readable, changes are not offered. */
  readOnly: boolean
}

function ViewRow({ list, view, readOnly }: { list: SavedViewList; view: SavedView; readOnly: boolean }) {
  const { t } = useLingui()
  const [name, setName] = useState(view.name)
  const rename = useRenameView(list)
  const remove = useDeleteView(list)
  const changed = name.trim() !== '' && name.trim() !== view.name
  const onDelete = async () => {
    const yes = await confirm({
      title: t`Delete view`,
      message: t`Delete the view "${view.name}"? The list itself is not changed.`,
      confirmLabel: t`Delete`,
      danger: true,
    })
    if (yes) remove.mutate({ id: view.id }, { onError: (error) => notifyFailure(errorMessage(error)) })
  }
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <TextInput
        style={{ flex: 1 }}
        aria-label={t`Name of view ${view.name}`}
        maxLength={SAVED_VIEW_NAME_MAX}
        value={name}
        disabled={readOnly}
        onChange={(event) => {
          setName(event.currentTarget.value)
          if (rename.isError) rename.reset()
        }}
        error={rename.isError ? errorMessage(rename.error) : undefined}
      />
      <Button
        variant="light"
        disabled={readOnly || !changed}
        loading={rename.isPending}
        onClick={() => rename.mutate({ id: view.id, name: name.trim(), version: view.version })}
      >
        <Trans>Rename</Trans>
      </Button>
      <Button
        variant="subtle"
        color="red"
        disabled={readOnly}
        loading={remove.isPending}
        onClick={() => void onDelete()}
      >
        <Trans>Delete</Trans>
      </Button>
    </Group>
  )
}

export function ManageViewsModal({ list, views, opened, onClose, readOnly }: ManageViewsModalProps) {
  const { t } = useLingui()
  return (
    <Modal opened={opened} onClose={onClose} title={t`Saved views`} centered>
      <Stack gap="sm">
        {readOnly && (
          <Text size="sm" c="dimmed">
            <Trans>Offline: views can be renamed or deleted once the connection is back.</Trans>
          </Text>
        )}
        {views.map((view) => (
          // Keyed by version too, so a rename from another device resets the field.
          <ViewRow key={`${view.id}:${view.version}`} list={list} view={view} readOnly={readOnly} />
        ))}
        {views.length === 0 && (
          <Text size="sm" c="dimmed">
            <Trans>No saved views yet.</Trans>
          </Text>
        )}
      </Stack>
    </Modal>
  )
}
