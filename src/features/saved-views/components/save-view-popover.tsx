// "Save view": names the current filters and sort; a server refusal (name taken, unknown filter)
// shows on the field in the user's language.
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, Stack, TextInput } from '@mantine/core'
import { useState } from 'react'
import { Popover } from '../../../components/floating/deferred'
import { SAVED_VIEW_NAME_MAX, type SavedViewList, type SavedViewSearch } from '../../../contract/saved-view-shapes'
import { errorMessage } from '../../../lib/error-message'
import { notifySuccess } from '../../../lib/notify'
import { useCreateView } from '../api/saved-views'

export interface SaveViewPopoverProps {
  list: SavedViewList
  search: SavedViewSearch
  disabled: boolean
  /** Why saving is disabled (offline, nothing to save), shown as the button's title. */
  disabledReason?: string
}

export function SaveViewPopover({ list, search, disabled, disabledReason }: SaveViewPopoverProps) {
  const { t } = useLingui()
  const [opened, setOpened] = useState(false)
  const [name, setName] = useState('')
  const create = useCreateView(list)
  const close = () => {
    setOpened(false)
    setName('')
    create.reset()
  }
  const submit = () => {
    if (!name.trim()) return
    create.mutate(
      { list, name: name.trim(), search },
      {
        onSuccess: (view) => {
          notifySuccess(t`View "${view.name}" saved`)
          close()
        },
      },
    )
  }
  return (
    <Popover
      opened={opened}
      onChange={(value) => (value ? setOpened(true) : close())}
      position="bottom-start"
      trapFocus
      withinPortal
    >
      <Popover.Target>
        <Button
          size="compact-sm"
          variant="subtle"
          disabled={disabled}
          title={disabledReason}
          style={{ flexShrink: 0 }}
          onClick={() => (opened ? close() : setOpened(true))}
        >
          <Trans>Save view</Trans>
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <form
          onSubmit={(event) => {
            event.preventDefault()
            submit()
          }}
        >
          <Stack gap="xs" w={240}>
            <TextInput
              label={t`View name`}
              placeholder={t`e.g. Overdue Shopee orders`}
              maxLength={SAVED_VIEW_NAME_MAX}
              value={name}
              onChange={(event) => {
                setName(event.currentTarget.value)
                if (create.isError) create.reset()
              }}
              error={create.isError ? errorMessage(create.error) : undefined}
              data-autofocus
            />
            <Group justify="flex-end" gap="xs">
              <Button variant="default" size="xs" onClick={close}>
                <Trans>Cancel</Trans>
              </Button>
              <Button type="submit" size="xs" loading={create.isPending} disabled={!name.trim()}>
                <Trans>Save</Trans>
              </Button>
            </Group>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  )
}
