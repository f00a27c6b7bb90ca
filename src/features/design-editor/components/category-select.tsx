// The model chooser's category field: Mantine's searchable Select, its own chunk, loaded when the
// field is wanted (category-field.tsx): the Select brings the combobox and floating-ui, which the
// chooser's cards and keyword field do not need (issue 17).
import { Select, type SelectProps } from '@mantine/core'

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

export default function CategorySelect(
  props: CategorySelectProps & Pick<SelectProps, 'autoFocus' | 'defaultDropdownOpened'>,
) {
  return <Select {...props} clearable searchable w={260} comboboxProps={COMBOBOX} />
}
