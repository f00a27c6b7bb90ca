// The model chooser's category field. Mantine's searchable Select (category-select.tsx, with the
// combobox and floating-ui: ≈ 45 KiB gzip of chunks) loads when the field is wanted — pointed at,
// pressed or focused — not with the chooser: loaded at once, its download, run and first render
// were main-thread work of the editor's start that nobody had asked for yet (issue 17, time to
// interactive). Until then the field is drawn as the same input, read-only; pressed, the Select
// takes its place focused with its list open, focused by the keyboard it takes the focus.
import { ComboboxChevron, TextInput } from '@mantine/core'
import { lazy, Suspense, useState } from 'react'
import type { CategorySelectProps } from './category-select'

const importSelect = () => import('./category-select')
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
      rightSection={<ComboboxChevron />}
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
