// The model chooser's category field: Mantine's searchable Select. Its own chunk, loaded as the
// chooser first draws (model-chooser-panel.tsx): the Select brings the combobox and floating-ui
// (≈ 28 KiB gzip), which the chooser's cards and keyword field do not need to be usable (issue 17).
import { Select } from '@mantine/core'

export interface CategorySelectProps {
  label: string
  placeholder: string
  data: { value: string; label: string }[]
  value: string | null
  onChange: (value: string | null) => void
}

/**
 * The list is drawn when it opens, not kept in the page hidden (Mantine's default): hidden, it was
 * laid out and positioned by floating-ui as the chooser first drew (≈ 100 ms on a phone's CPU).
 */
const COMBOBOX = { keepMounted: false } as const

export default function CategorySelect(props: CategorySelectProps) {
  return <Select {...props} clearable searchable w={260} comboboxProps={COMBOBOX} />
}
