// The search box of a list: typed locally and applied on Enter or blur, not on every key stroke,
// and reset whenever the URL's keyword changes (back button, Reset, a shared link).
import { useLingui } from '@lingui/react/macro'
import { TextInput } from '@mantine/core'
import { useEffect, useState } from 'react'

interface KeywordSearchProps {
  /** The keyword in the URL. */
  value: string | undefined
  placeholder: string
  /** Called with the trimmed keyword (undefined when empty) once it differs from `value`. */
  onApply: (keyword: string | undefined) => void
}

export function KeywordSearch({ value, placeholder, onApply }: KeywordSearchProps) {
  const { t } = useLingui()
  const [keyword, setKeyword] = useState(value ?? '')
  useEffect(() => setKeyword(value ?? ''), [value])
  const apply = () => {
    const next = keyword.trim() || undefined
    if (next !== value) onApply(next)
  }
  return (
    <TextInput
      label={t`Search`}
      placeholder={placeholder}
      w={{ base: '100%', sm: 260 }}
      value={keyword}
      maxLength={100}
      onChange={(event) => setKeyword(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') apply()
      }}
      onBlur={apply}
    />
  )
}
