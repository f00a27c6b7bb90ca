// PickMany on a touch screen or a phone, for a long or searched list: the field shows what is
// chosen and opens a sheet from the bottom (search, ticks, Done). The sheet is modal: while it is
// open nothing else can be tapped, and a tap beside it closes it without changing anything.
import { useLingui } from '@lingui/react/macro'
import { Box, Button, Checkbox, Combobox, Drawer, Group, InputBase, Pill, Stack, Text, TextInput } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import { useState } from 'react'
import { useIsPhone } from './list-page/use-is-phone'
import { OptionTicks, PICK_TICKS_MAX, type PickManyProps } from './pick-many'

/** The choices matching a search typed here (case and width of letters ignored). */
export function matchChoices<T extends { label: string }>(data: readonly T[], search: string): T[] {
  const needle = search.trim().toLocaleLowerCase()
  return needle ? data.filter((option) => option.label.toLocaleLowerCase().includes(needle)) : [...data]
}

export function PickManySheet(props: PickManyProps) {
  const { t } = useLingui()
  const phone = useIsPhone()
  const [opened, setOpened] = useState(false)
  const [ownSearch, setOwnSearch] = useState('')
  const remote = props.onSearchChange !== undefined
  const search = remote ? (props.searchValue ?? '') : ownSearch
  const setSearch = remote ? (props.onSearchChange as (value: string) => void) : setOwnSearch
  const withSearch = remote || props.searchable || props.data.length > PICK_TICKS_MAX
  const shown = remote ? [...props.data] : matchChoices(props.data, search)
  const labels = new Map(props.data.map((option) => [option.value, option.label]))
  const full = props.maxValues !== undefined && props.value.length >= props.maxValues
  const count = props.value.length

  return (
    <>
      <InputBase
        component="button"
        type="button"
        pointer
        multiline
        label={props.label}
        description={props.description}
        error={props.error}
        required={props.required}
        w={props.w}
        aria-haspopup="dialog"
        rightSection={<Combobox.Chevron />}
        rightSectionPointerEvents="none"
        onClick={() => setOpened(true)}
      >
        {count > 0 ? (
          <Pill.Group>
            {props.value.map((value) => (
              <Pill key={value}>{labels.get(value) ?? value}</Pill>
            ))}
          </Pill.Group>
        ) : (
          <Text span c="dimmed" size="sm">
            {props.placeholder ?? t`Tap to choose`}
          </Text>
        )}
      </InputBase>
      <Drawer
        opened={opened}
        onClose={() => setOpened(false)}
        position="bottom"
        size={phone ? '85%' : '70%'}
        title={props.label}
        // Above a form drawer or modal it is opened from.
        zIndex={400}
        styles={{ body: { paddingBottom: 0 } }}
      >
        <Stack gap="sm">
          {withSearch && (
            <TextInput
              aria-label={t`Search ${props.label}`}
              placeholder={t`Search`}
              leftSection={<IconSearch size={16} />}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
            />
          )}
          <Checkbox.Group value={props.value} onChange={props.onChange} aria-label={props.label}>
            <Stack gap="md" py={4}>
              <OptionTicks options={shown} value={props.value} full={full} size="md" vertical />
            </Stack>
          </Checkbox.Group>
          {shown.length === 0 && (
            <Text size="sm" c="dimmed">
              {props.nothingFoundMessage ?? t`Nothing matches`}
            </Text>
          )}
          {full && (
            <Text size="sm" c="dimmed">
              {t`At most ${props.maxValues} can be chosen`}
            </Text>
          )}
          {/* Stays at the bottom of the sheet however long the list is. */}
          <Box
            pos="sticky"
            bottom={0}
            py="sm"
            bg="var(--mantine-color-body)"
            style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
          >
            <Group justify="space-between">
              {props.clearable !== false && count > 0 ? (
                <Button variant="subtle" onClick={() => props.onChange([])}>
                  {t`Clear all`}
                </Button>
              ) : (
                <span />
              )}
              <Button onClick={() => setOpened(false)}>{t`Done (${count} chosen)`}</Button>
            </Group>
          </Box>
        </Stack>
      </Drawer>
    </>
  )
}
