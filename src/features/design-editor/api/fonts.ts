// Fonts on the canvas: the seller's font files (and the built-in sans, Roboto, OFL) loaded as
// real FontFaces, so the editor measures and draws text with the glyphs the print file will have.

import robotoUrl from '@fontsource/roboto/files/roboto-latin-400-normal.woff?url'
import { useQuery } from '@tanstack/react-query'
import { API_BASE } from '../../../contract/constants'
import { MATERIAL_PATHS } from '../../../contract/materials'
import { getToken } from '../../../lib/token'

/** The CSS family the canvas uses for a font id (null: the built-in sans). */
export const familyOf = (fontId: string | null) => (fontId ? `dfont-${fontId}` : 'dfont-builtin')

async function load(fontId: string | null): Promise<string> {
  const family = familyOf(fontId)
  if ([...document.fonts].some((face) => face.family === family && face.status === 'loaded')) return family
  let source: ArrayBuffer
  if (fontId) {
    const token = getToken()
    const response = await fetch(`${API_BASE}${MATERIAL_PATHS.fontFile(fontId)}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    })
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    source = await response.arrayBuffer()
  } else {
    source = await (await fetch(robotoUrl)).arrayBuffer()
  }
  const face = new FontFace(family, source)
  await face.load()
  document.fonts.add(face)
  return family
}

/** The loaded family of every font id asked for; `ready` once all are there. */
export function useLoadedFonts(fontIds: (string | null)[]) {
  const unique = [...new Set(fontIds.map((id) => id ?? ''))].sort()
  const query = useQuery({
    queryKey: ['design-editor', 'font-faces', unique],
    queryFn: async () => Promise.all(unique.map((id) => load(id || null))),
    staleTime: Number.POSITIVE_INFINITY,
  })
  return { ready: query.isSuccess, failed: query.isError }
}
