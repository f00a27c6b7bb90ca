// Material pictures are behind the signed-in, tenant-checked file route, which needs the bearer
// header — an <img src> cannot send it. This fetches the file with the header and hands out an
// object URL; the browser's HTTP cache (private, immutable) makes repeats cheap.
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { API_BASE } from '../../../contract/constants'
import { MATERIAL_PATHS, type MaterialFileVariant } from '../../../contract/materials'
import { getToken } from '../../../lib/token'

async function fetchBlob(path: string, signal: AbortSignal): Promise<Blob> {
  const token = getToken()
  const response = await fetch(`${API_BASE}${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    signal,
  })
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
  return response.blob()
}

export function useFileUrl(id: string, variant: MaterialFileVariant): { url: string | null; failed: boolean } {
  const query = useQuery({
    queryKey: ['materials', 'file', id, variant],
    queryFn: ({ signal }) => fetchBlob(MATERIAL_PATHS.file(id, variant), signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 5 * 60_000,
    retry: 1,
  })
  const blob = query.data
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    if (!blob) return
    const next = URL.createObjectURL(blob)
    setUrl(next)
    return () => URL.revokeObjectURL(next)
  }, [blob])
  return { url: blob ? url : null, failed: query.isError }
}
