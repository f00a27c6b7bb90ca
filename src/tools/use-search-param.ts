// One query parameter of the tools' page as state: the tools have no router (src/tools/main.tsx),
// so a value the page keeps in its address (the batch's job) is read from and written to the
// history here. Written with pushState, so Back returns to the page without it.
import { useCallback, useEffect, useState } from 'react'

const read = (name: string) => new URLSearchParams(window.location.search).get(name)

export function useSearchParam(name: string): [string | null, (value: string | null) => void] {
  const [value, setValue] = useState(() => read(name))
  useEffect(() => {
    const onPop = () => setValue(read(name))
    window.addEventListener('popstate', onPop)
    return () => window.removeEventListener('popstate', onPop)
  }, [name])
  const write = useCallback(
    (next: string | null) => {
      const url = new URL(window.location.href)
      if (next === null) url.searchParams.delete(name)
      else url.searchParams.set(name, next)
      window.history.pushState(window.history.state, '', url)
      setValue(next)
    },
    [name],
  )
  return [value, write]
}
