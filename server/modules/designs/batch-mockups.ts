// A batch step's mockups, drawn in the step before its rows commit (issue 17: 100 pictures × 10
// models ≤ 60 s). The step holds its pictures already; each is decoded and shrunk once, to the
// largest size any of its models shows it at, and every model's mockup is drawn from that: a
// resize of a few hundred pixels onto the side photo's decoded pixels and one JPEG encode. Two
// pictures are drawn at once (sharp runs one thread an image on this machine). Files are
// content-addressed (ensureFile), so pairs sharing a mockup draw it once, and a step done again
// after a crash finds its files stored; the files of a step that never commits are orphans, which
// the sweep (orphan-files.ts) removes. A picture that cannot be drawn skips its pairs ('render').
import type { DesignSide, PrintArea } from '../../../src/contract/designs'
import type { FileStorage } from '../../lib/file-storage'
import type { DesignInputs } from './design-inputs'
import { ensureFile, type RenderedDesign } from './design-render'
import { inParallel } from './in-parallel'
import { mockupPictures, renderMockup } from './render'
import { mockupScale } from './side-photo'

export interface BatchPair {
  seq: number
  materialId: string
  sides: DesignSide[]
  inputs: DesignInputs
  rendered: RenderedDesign
}

/** Drawings at once: each keeps one core busy. */
const DRAWN_AT_ONCE = 2

interface Drawing {
  seq: number
  side: DesignSide
  area: PrintArea
  mockup: RenderedDesign['mockups'][number]
  inputs: DesignInputs
}

/** Draws every pair's mockups; answers the pairs whose picture could not be drawn, and how many files it drew. */
export async function drawBatchMockups(
  storage: FileStorage,
  pairs: BatchPair[],
  signal: AbortSignal,
  heartbeat: () => Promise<void>,
): Promise<{ failed: Set<number>; drawn: number }> {
  const byPicture = new Map<string, Drawing[]>()
  for (const pair of pairs) {
    // files and mockups come in the same order, one per printed side.
    pair.rendered.files.forEach((file, index) => {
      const side = pair.sides.find((candidate) => candidate.sideId === file.sideId)
      const area = pair.inputs.sides.get(file.sideId)
      const mockup = pair.rendered.mockups[index]
      if (!side || !area || !mockup) return
      const list = byPicture.get(pair.materialId) ?? []
      list.push({ seq: pair.seq, side, area, mockup, inputs: pair.inputs })
      byPicture.set(pair.materialId, list)
    })
  }
  const failed = new Set<number>()
  let drawn = 0
  await inParallel([...byPicture.values()], DRAWN_AT_ONCE, async (drawings) => {
    if (signal.aborted) return
    // The largest box any of this picture's mockups shows it in: one shrink serves them all.
    const size = { width: 1, height: 1 }
    for (const { side, mockup } of drawings) {
      const { scale } = mockupScale(mockup.side)
      for (const element of side.elements) {
        size.width = Math.max(size.width, Math.ceil(element.width * scale))
        size.height = Math.max(size.height, Math.ceil(element.height * scale))
      }
    }
    for (const drawing of drawings) {
      if (failed.has(drawing.seq)) continue
      try {
        const pictures = await mockupPictures(drawing.side, drawing.area, drawing.inputs, size)
        const made = await ensureFile(storage, drawing.mockup.key, () =>
          renderMockup(drawing.side, drawing.area, pictures, drawing.mockup),
        )
        if (made) drawn++
      } catch {
        failed.add(drawing.seq)
      }
    }
    await heartbeat()
  })
  return { failed, drawn }
}
