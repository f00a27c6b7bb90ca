// A line's spec as people read it: "颜色: 军绿色 / 尺码: M", not the stored "#556B2F / M". Every
// screen that shows a spec (orders, purchasing, production, job tickets) says it through this.
import { useCallback } from 'react'
import { useDictionary, useSpecLabels } from './api/use-dictionary'

export type SpecText = (spec: Record<string, string>) => string

export function useSpecText(): SpecText {
  const color = useDictionary('COLOR')
  const labels = useSpecLabels()
  return useCallback(
    (spec) =>
      Object.entries(spec)
        .map(([key, value]) => `${labels[key] ?? key}: ${key === 'color' ? color.labelOf(value) : value}`)
        .join(' / '),
    [color, labels],
  )
}
