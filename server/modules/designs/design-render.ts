// Preflight, then print files and mockups for every side that prints, written to the file
// storage under fresh keys. A refused preflight answers 400 in the caller's language and nothing
// is drawn; a render failure (damaged or oversized picture) is a 400 too, with files already
// written taken back.
import { randomBytes } from 'node:crypto'
import { blockingIssues, preflightDesign, sidePrints } from '../../../src/contract/design-preflight'
import { type DesignSide, type DesignSideFiles, DPI_REFUSE, sideLabel } from '../../../src/contract/designs'
import { ErrorCode } from '../../../src/contract/errors'
import { AppError } from '../../lib/app-error'
import type { FileStorage } from '../../lib/file-storage'
import type { DesignInputs } from './design-inputs'
import { renderMockup, renderPrintFile } from './render'

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

/** Keys made here: an unguessable folder per render, so a mockup address can be shared (listings). */
export const designFolder = (did: string, designId: string) => `d/${did}/${designId}/${randomBytes(12).toString('hex')}`

export class WrittenFiles {
  readonly keys: string[] = []
  constructor(private readonly storage: FileStorage) {}
  async put(key: string, body: Buffer) {
    await this.storage.put(key, body)
    this.keys.push(key)
  }
  async undo() {
    await Promise.all(this.keys.map((key) => this.storage.delete(key).catch(() => {})))
  }
}

export async function renderDesign(
  written: WrittenFiles,
  folder: string,
  sides: DesignSide[],
  color: string,
  inputs: DesignInputs,
): Promise<DesignSideFiles[]> {
  const files: DesignSideFiles[] = []
  for (const [index, side] of sides.entries()) {
    const area = inputs.sides.get(side.sideId)!
    if (!sidePrints(side, area)) continue
    try {
      const print = await renderPrintFile(side, area, inputs)
      const mockup = await renderMockup(print.body, area, color, inputs.shape)
      const printKey = `${folder}/${index + 1}-print.png`
      const mockupKey = `${folder}/${index + 1}-mockup.jpg`
      await written.put(printKey, print.body)
      await written.put(mockupKey, mockup)
      files.push({
        sideId: side.sideId,
        sideName: area.name,
        width: print.width,
        height: print.height,
        dpi: print.dpi,
        printFile: printKey,
        mockup: mockupKey,
      })
    } catch (error) {
      if (error instanceof AppError) throw error
      throw new AppError(ErrorCode.RULE, 'design.renderFailed')
    }
  }
  return files
}
