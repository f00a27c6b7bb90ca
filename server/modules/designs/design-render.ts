// Preflight, then print files and mockups for every side that prints. Files are content-addressed:
// a print file's key hashes what it is drawn from (the area's size and the visible elements, with
// each picture named by its stored file), a mockup's key the print file, the side's place, the
// colour and the photo shape. So equal work is drawn once and stored once (a batch's pairs that
// share a picture, an area size and a rule share one print file), a file never changes under its
// key (orders keep the exact print file of their version), and a save that failed after drawing
// leaves a file the retry finds instead of one to take back (another save may already use it).
// A refused preflight answers 400 in the caller's language and nothing is drawn; a render
// failure (damaged or oversized picture) is a 400 too.
import { createHash } from 'node:crypto'
import { blockingIssues, preflightDesign, sidePrints } from '../../../src/contract/design-preflight'
import {
  type DesignSide,
  type DesignSideFiles,
  DPI_REFUSE,
  type PrintArea,
  printResolution,
  sideLabel,
} from '../../../src/contract/designs'
import { ErrorCode } from '../../../src/contract/errors'
import { designMockups } from '../../db/schema'
import type { Database } from '../../db/types'
import { AppError } from '../../lib/app-error'
import type { FileStorage } from '../../lib/file-storage'
import type { DesignInputs } from './design-inputs'
import { reuseStored, usingFile } from './file-use'
import type { PendingPrint } from './pending-prints'
import { type RenderInputs, renderMockup, renderMockupFromPrintFile, renderPrintFile } from './render'
import type { PhotoShape, SideGeometry } from './side-photo'

export function assertPrintable(sides: DesignSide[], inputs: DesignInputs, locale: string) {
  const issues = blockingIssues(preflightDesign(sides, inputs.sides))
  const first = issues[0]
  if (!first) return
  if (first.code === 'design-empty') throw new AppError(ErrorCode.RULE, 'design.preflight.empty')
  const side = inputs.sides.get(first.sideId)
  throw new AppError(ErrorCode.RULE, 'design.preflight.dpi', {
    params: { side: sideLabel(side?.name ?? '', locale), dpi: first.dpi ?? 0, floor: DPI_REFUSE },
    extra: { data: { issues } },
  })
}

const hashOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 48)

/** The print file's key: the tenant's, named by what it is drawn from (unguessable: file keys go in). */
export function printFileKey(did: string, side: DesignSide, area: PrintArea, inputs: RenderInputs): string {
  const elements = side.elements
    .filter((element) => !element.hidden)
    .map(({ id: _id, locked: _locked, hidden: _hidden, ...drawn }) =>
      drawn.kind === 'image'
        ? { ...drawn, materialId: inputs.images.get(drawn.materialId)?.key ?? drawn.materialId }
        : drawn,
    )
  return `d/${did}/p/${hashOf({ v: 1, width: area.width, height: area.height, elements })}-print.png`
}

/** What a mockup is drawn from; its key is the hash of it. */
export interface MockupSource {
  printKey: string
  side: SideGeometry
  color: string
  shape: PhotoShape
}

export const mockupKey = (did: string, source: MockupSource) => {
  const { width, height, x, y } = source.side
  return `d/${did}/m/${hashOf({ v: 1, print: source.printKey, width, height, x, y, color: source.color.toLowerCase(), shape: source.shape })}-mockup.jpg`
}

// One drawing per key at a time in this process (a batch draws in parallel; two saves of the same
// design at once), per storage (tests run several data folders in one process).
const drawing = new WeakMap<FileStorage, Map<string, Promise<boolean>>>()
/** Stores the file under `key` unless it is there; answers whether it was drawn now. */
export function ensureFile(storage: FileStorage, key: string, draw: () => Promise<Buffer>): Promise<boolean> {
  const running = drawing.get(storage) ?? new Map<string, Promise<boolean>>()
  drawing.set(storage, running)
  const known = running.get(key)
  if (known) return known.then(() => false)
  const work = usingFile(storage, key, async () => {
    // Stored already (touched: a file reused is kept by the orphan sweep, file-use.ts).
    if (await storage.touch(key)) return false
    await storage.put(key, await draw())
    return true
  }).finally(() => running.delete(key))
  running.set(key, work)
  return work
}

/** The mockup from its stored print file: when the pictures it was drawn from are no longer at hand. */
export async function drawMockupFromPrintFile(storage: FileStorage, source: MockupSource): Promise<Buffer> {
  const print = await storage.get(source.printKey)
  if (!print) throw new Error(`print file ${source.printKey} missing`)
  return renderMockupFromPrintFile(print.body, source.side, source.color, source.shape)
}

/** Remembers how to draw the mockups (inside the save's transaction); known ones are left as they are. */
export async function recordMockups(tx: Database, did: string, sources: (MockupSource & { key: string })[]) {
  if (sources.length === 0) return
  await tx
    .insert(designMockups)
    .values(sources.map((source) => ({ ...source, did })))
    .onConflictDoNothing()
}

export interface RenderedDesign {
  files: DesignSideFiles[]
  mockups: (MockupSource & { key: string })[]
  /** Print files left to draw later ('later': pictures only), recorded with the rows. */
  pending: PendingPrint[]
  /** Print files drawn by this call (the others were stored already or are pending). */
  drawn: number
}

/** A side drawn from library pictures only: what it needs can be recorded and drawn later. */
function picturesOnly(side: DesignSide, inputs: DesignInputs): PendingPrint['images'] | null {
  const images: PendingPrint['images'] = {}
  for (const element of side.elements) {
    if (element.hidden) continue
    if (element.kind !== 'image') return null
    const image = inputs.images.get(element.materialId)
    if (!image) return null
    images[element.materialId] = { key: image.key, format: image.format }
  }
  return images
}

/**
 * The files of a design's printed sides. 'now' draws print files and mockups before answering (a
 * seller saving in the editor looks at them next); 'later' (a batch) only records the mockups and
 * the print files of picture-only sides, drawn when first needed (pending-prints.ts, mockups.ts).
 */
export async function renderDesign(
  storage: FileStorage,
  did: string,
  sides: DesignSide[],
  color: string,
  inputs: DesignInputs,
  mode: 'now' | 'later' = 'now',
): Promise<RenderedDesign> {
  const rendered: RenderedDesign = { files: [], mockups: [], pending: [], drawn: 0 }
  for (const side of sides) {
    const area = inputs.sides.get(side.sideId)!
    if (!sidePrints(side, area)) continue
    const printKey = printFileKey(did, side, area, inputs)
    const source = { printKey, side: area, color, shape: inputs.shape }
    const mockup = { ...source, side: { width: area.width, height: area.height, x: area.x, y: area.y } }
    const key = mockupKey(did, mockup)
    const deferred = mode === 'later' ? picturesOnly(side, inputs) : null
    try {
      if (deferred) {
        if (!(await reuseStored(storage, printKey)))
          rendered.pending.push({ key: printKey, side, area, images: deferred })
      } else if (await ensureFile(storage, printKey, async () => (await renderPrintFile(side, area, inputs)).body))
        rendered.drawn++
      if (mode === 'now') await ensureFile(storage, key, () => renderMockup(side, area, inputs, mockup))
    } catch (error) {
      if (error instanceof AppError) throw error
      throw new AppError(ErrorCode.RULE, 'design.renderFailed')
    }
    const { width, height, dpi } = printResolution(area)
    rendered.files.push({
      sideId: side.sideId,
      sideName: area.name,
      width,
      height,
      dpi,
      printFile: printKey,
      mockup: key,
    })
    rendered.mockups.push({ ...mockup, key })
  }
  return rendered
}
