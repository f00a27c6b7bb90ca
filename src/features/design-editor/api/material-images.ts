// The original pictures of the materials placed on the design, decoded for the canvas. The query
// holds the decoded image (not persisted: only a few query roots are), so undo, side switches and
// re-renders draw at once.
import { useQueries, useQuery } from '@tanstack/react-query'
import { API_BASE } from '../../../contract/constants'
import { DESIGN_PATHS } from '../../../contract/designs'
import { MATERIAL_PATHS } from '../../../contract/materials'
import { getToken } from '../../../lib/token'

async function fetchImage(path: string, signal: AbortSignal): Promise<HTMLImageElement> {
  const token = getToken()
  const response = await fetch(`${API_BASE}${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    signal,
  })
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
  const url = URL.createObjectURL(await response.blob())
  const image = new Image()
  image.src = url
  await image.decode()
  return image
}

const imageQuery = (path: string) => ({
  queryKey: ['design-editor', 'image', path],
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchImage(path, signal),
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: 30 * 60_000,
  retry: 1,
})

export function useMaterialImages(ids: string[]): ReadonlyMap<string, HTMLImageElement> {
  const unique = [...new Set(ids)].sort()
  return useQueries({
    queries: unique.map((id) => imageQuery(MATERIAL_PATHS.file(id, 'original'))),
    combine: (results) => {
      const map = new Map<string, HTMLImageElement>()
      results.forEach((result, index) => {
        if (result.data) map.set(unique[index]!, result.data)
      })
      return map
    },
  })
}

/** The model photo of a side in a colour. */
export function useSidePhoto(sideId: string | undefined, color: string): HTMLImageElement | null {
  const query = useQuery({ ...imageQuery(DESIGN_PATHS.sidePhoto(sideId ?? '', color)), enabled: Boolean(sideId) })
  return query.data ?? null
}
