// The model chooser's category field. Mantine's searchable Select (category-select.tsx, with the
// combobox and floating-ui: ≈ 45 KiB gzip of chunks) loads when the field is wanted — pointed at,
// pressed or focused — not with the chooser: loaded at once, its download, run and first render
// were main-thread work of the editor's start that nobody had asked for yet (issue 17, time to
// interactive). Until then the field is drawn as the same input, read-only; pressed, the Select
// takes its place focused with its list open, focused by the keyboard it takes the focus.
import { TextInput } from '@mantine/core'
import { lazy, Suspense, useState } from 'react'
import type { CategorySelectProps } from './category-select'

const importSelect = () => import('./category-select')

/**
 * The Select's chevron, drawn here: Mantine's ComboboxChevron is a module of the combobox's chunk
 * (floating-tools), which importing it made the chooser load before it could draw.
 */
const chevron = (
  <svg width={15} height={15} viewBox="0 0 15 15" fill="currentColor" aria-hidden="true" opacity={0.6}>
    <path d="M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z" />
  </svg>
)
const CategorySelect = lazy(importSelect)

export function CategoryField(props: CategorySelectProps) {
  const [wanted, setWanted] = useState<null | 'pressed' | 'focused'>(null)
  const standIn = (
    <TextInput
      label={props.label}
      placeholder={props.placeholder}
      value={props.data.find((item) => item.value === props.value)?.label ?? ''}
      readOnly
      w={260}
      rightSection={chevron}
      rightSectionPointerEvents="none"
      // Pointed at: fetched before the press, so the press rarely waits.
      onPointerEnter={() => void importSelect()}
      onPointerDown={(event) => {
        event.preventDefault()
        setWanted('pressed')
      }}
      onFocus={() => setWanted((now) => now ?? 'focused')}
    />
  )
  if (!wanted) return standIn
  return (
    <Suspense fallback={standIn}>
      <CategorySelect {...props} autoFocus defaultDropdownOpened={wanted === 'pressed'} />
    </Suspense>
  )
}
