// One config dictionary as screens use it: its entries and the label of a value. Kept behind this
// hook so the offline work can back it with IndexedDB without touching screens.
import { useMemo } from 'react'
import type { ConfigCode, ConfigEntry, ConfigList } from '../../contract/dictionaries'
import { useConfigList } from './get-config-list'

export interface Dictionary {
  entries: ConfigEntry[]
  /**
   * The text of a value; the value itself when the dictionary does not know it. Empty while the
   * dictionaries are still on their way: a raw code ("6" for "Refund failed") read as a real status.
   */
  labelOf: (value: string | null | undefined) => string
  isLoading: boolean
}

export function dictionaryOf(list: ConfigList | undefined, code: ConfigCode): ConfigEntry[] {
  const raw = list?.[code]
  return Array.isArray(raw) ? raw : []
}

export function useDictionary(code: ConfigCode): Dictionary {
  const query = useConfigList()
  return useMemo(() => {
    const entries = dictionaryOf(query.data, code)
    const byValue = new Map(entries.map((entry) => [entry.value, entry.text]))
    return {
      entries,
      labelOf: (value) => (value == null || query.isLoading ? '' : (byValue.get(value) ?? value)),
      isLoading: query.isLoading,
    }
  }, [query.data, query.isLoading, code])
}

/** SALE_ORDER_SPEC_MAP arrives as a JSON string { key: label } (or, defensively, as entries). */
export function parseSpecMap(raw: ConfigList['SALE_ORDER_SPEC_MAP'] | undefined): Record<string, string> {
  if (Array.isArray(raw)) return Object.fromEntries(raw.map((entry) => [entry.value, entry.text]))
  if (typeof raw !== 'string' || raw === '') return {}
  try {
    const parsed: unknown = JSON.parse(raw)
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {}
    return Object.fromEntries(Object.entries(parsed).filter(([, label]) => typeof label === 'string')) as Record<
      string,
      string
    >
  } catch {
    return {}
  }
}

/** Labels of the spec keys (colour, size) in the reader's language. */
export function useSpecLabels(): Record<string, string> {
  const query = useConfigList()
  return useMemo(() => parseSpecMap(query.data?.SALE_ORDER_SPEC_MAP), [query.data])
}
