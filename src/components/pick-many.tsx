// Choosing several of a list, the one way every form does it. Mantine's MultiSelect keeps its list
// open after a pick, drawn over the fields below it; on a phone or tablet the tap meant for the
// next field lands on an option and takes it off again (the publish drawer's shops, issue 16).
// So nothing here ever lies over another field:
// - a short fixed list (up to PICK_TICKS_MAX choices) is shown as ticks, at every width;
// - a longer or searched list, on a touch screen or a phone, is a field that opens a sheet from the
//   bottom with a search, the ticks and "Done" — modal, so a tap beside it only closes it;
// - with a mouse on a larger screen it stays a MultiSelect (typing to search, keyboard picks).
// Biome refuses MultiSelect anywhere else (biome.json), so no form can bring the trap back.
import { useLingui } from '@lingui/react/macro'
import { Checkbox, type ComboboxData, Group, Input, MultiSelect, Stack, Text } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import type { ReactNode } from 'react'
import { useIsPhone } from './list-page/use-is-phone'
import { PickManySheet } from './pick-many-sheet'

/** Up to this many fixed choices are shown as ticks rather than a list to open. */
export const PICK_TICKS_MAX = 8

export interface PickOption {
  value: string
  label: string
  /** Shown but not choosable (its label says why). */
  disabled?: boolean
  /** Options of one group follow each other; the group's name heads them. */
  group?: string
}

/** Options in runs of one group, in the order given (a run without a group has none). */
export function groupRuns<T extends { group?: string }>(options: readonly T[]): { group?: string; items: T[] }[] {
  const runs: { group?: string; items: T[] }[] = []
  for (const option of options) {
    const last = runs.at(-1)
    if (last && last.group === option.group) last.items.push(option)
    else runs.push({ group: option.group, items: [option] })
  }
  return runs
}

/** Ticks for the options, with their groups' names, disabled when not choosable or when full. */
export function OptionTicks({
  options,
  value,
  full,
  size,
  vertical,
}: {
  options: readonly PickOption[]
  value: string[]
  full: boolean
  size: 'sm' | 'md'
  vertical: boolean
}) {
  const Runs = vertical ? Stack : Group
  return groupRuns(options).map((run) => (
    <Stack key={run.group ?? run.items[0]?.value} gap={4}>
      {run.group && (
        <Text size="xs" fw={600} c="dimmed" tt="uppercase">
          {run.group}
        </Text>
      )}
      <Runs gap={size === 'md' ? 'md' : 'xs'}>
        {run.items.map((option) => (
          <Checkbox
            key={option.value}
            value={option.value}
            label={option.label}
            size={size}
            disabled={option.disabled || (full && !value.includes(option.value))}
          />
        ))}
      </Runs>
    </Stack>
  ))
}

export interface PickManyProps {
  label: string
  description?: ReactNode
  error?: ReactNode
  required?: boolean
  placeholder?: string
  data: readonly PickOption[]
  value: string[]
  onChange: (value: string[]) => void
  /** At most this many may be chosen; further choices are disabled. */
  maxValues?: number
  /** A search box over the choices (always there in the sheet when the list is long). */
  searchable?: boolean
  clearable?: boolean
  /** Said when no choice matches the search, or there is none at all. */
  nothingFoundMessage?: string
  /** The search is done elsewhere (the server): `data` is already its answer, not filtered here. */
  searchValue?: string
  onSearchChange?: (search: string) => void
  w?: string | number | { base?: string | number; sm?: string | number }
}

/** How the choice is shown on this device, for a list of this kind. */
export function pickManyMode(props: {
  count: number
  searched: boolean
  phone: boolean
  touch: boolean
}): 'ticks' | 'sheet' | 'select' {
  if (!props.searched && props.count <= PICK_TICKS_MAX) return 'ticks'
  return props.phone || props.touch ? 'sheet' : 'select'
}

export function PickMany(props: PickManyProps) {
  const phone = useIsPhone()
  const touch = useMediaQuery('(pointer: coarse)', false, { getInitialValueInEffect: false }) ?? false
  const mode = pickManyMode({ count: props.data.length, searched: props.onSearchChange !== undefined, phone, touch })
  if (mode === 'ticks') return <PickTicks {...props} large={phone || touch} />
  if (mode === 'sheet') return <PickManySheet {...props} />
  const { data, maxValues, onSearchChange, searchValue, ...rest } = props
  const runs = groupRuns(data)
  return (
    <MultiSelect
      {...rest}
      data={runs.flatMap((run): ComboboxData => {
        // Mantine takes any entry with a `group` key for a group, so the options go without theirs.
        const items = run.items.map(({ group: _group, ...item }) => item)
        return run.group ? [{ group: run.group, items }] : items
      })}
      maxValues={maxValues}
      searchValue={searchValue}
      onSearchChange={onSearchChange}
      // A search the server already did is not narrowed again by Mantine's own filter.
      filter={onSearchChange ? ({ options }) => options : undefined}
    />
  )
}

function PickTicks({ large, ...props }: PickManyProps & { large: boolean }) {
  const { t } = useLingui()
  const full = props.maxValues !== undefined && props.value.length >= props.maxValues
  return (
    <Input.Wrapper
      label={props.label}
      description={props.description}
      error={props.error}
      required={props.required}
      w={props.w}
    >
      <Checkbox.Group value={props.value} onChange={props.onChange} aria-label={props.label}>
        <Group gap={large ? 'md' : 'xs'} mt={6} mb={props.error ? 4 : 0}>
          <OptionTicks
            options={props.data}
            value={props.value}
            full={full}
            size={large ? 'md' : 'sm'}
            vertical={false}
          />
          {props.data.length === 0 && (
            <Text size="sm" c="dimmed">
              {props.nothingFoundMessage ?? t`Nothing to choose from yet`}
            </Text>
          )}
        </Group>
      </Checkbox.Group>
    </Input.Wrapper>
  )
}
