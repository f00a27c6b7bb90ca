// What other modules may use from designs: biome.json refuses imports of its other files from outside
// the folder, so this list is the module's whole surface.
export { renderableFonts } from './fonts'
export { sweepOrphanDesignFiles } from './orphan-files'
export { ensurePrintFile, pinnedPictureKeys } from './pending-prints'
export { glyphsOf, lineWidth, missingCharacters } from './text-path'
