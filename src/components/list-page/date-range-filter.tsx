// A date range filter that reaches the URL only once both ends are chosen (or it is cleared).
// The calendar (Mantine's date pickers and dayjs, ≈ 17 KiB gzip) is no part of a list's first load
// (issue 21: the order list's first rows): a stand-in with the same label and value is drawn first,
// the picker replaces it once the page is idle, or at once when the stand-in is pressed or focused.

import { Input } from '@mantine/core'
import { useCallback, useEffect, useId, useState } from 'react'
import { loadNeeded, prefetch } from '../../lib/prefetch'
import { loadOnce, useLoaded } from '../../lib/use-loaded'
import { whenLoadedAndIdle } from '../../lib/when-idle'

export interface DateRangeFilterProps {
  label: string
  from?: string
  to?: string
  onChange: (from: string | undefined, to: string | undefined) => void
  clearable?: boolean
  w?: React.ComponentProps<typeof Input.Wrapper>['w']
}

const loadPicker = loadOnce(() => import('./date-range-picker').then((module) => module.DateRangePicker))
/** For a press on the stand-in: a failure is the page's loading error (../../lib/prefetch.ts). */
const loadPickerNow = () => loadNeeded(loadPicker)

export function DateRangeFilter(props: DateRangeFilterProps) {
  const picker = useLoaded(loadPickerNow, { whenAsked: true })
  const [pressed, setPressed] = useState(false)
  const id = useId()
  const { load } = picker
  // Once idle, or for a pointer or a focus, a guess: fetched quietly, swapped in once loaded. A press
  // waits on it. The idle wait is cancelled when the filter goes.
  const guess = useCallback(() => void prefetch(loadPicker).then((loaded) => loaded && load()), [load])
  useEffect(() => whenLoadedAndIdle(guess), [guess])
  const w = props.w ?? { base: '100%', sm: 240 }
  const Picker = picker.value
  if (Picker) return <Picker {...props} w={w} openOnMount={pressed} />
  const { from, to, label } = props
  return (
    <Input.Wrapper label={label} w={w} id={id}>
      <Input
        id={id}
        component="button"
        type="button"
        pointer
        onFocus={guess}
        onPointerEnter={guess}
        onClick={() => {
          setPressed(true)
          load()
        }}
      >
        {from || to ? `${from ?? ''} – ${to ?? ''}` : null}
      </Input>
    </Input.Wrapper>
  )
}
