// What other modules may use from materials: biome.json refuses imports of its other files from outside
// the folder, so this list is the module's whole surface.
export { makeThumbnail, readImage, type ThumbnailFormat } from './image-file'
export { ownCategory } from './material-mutations'
export { materialRow } from './material-read'
export { materialKey } from './upload'
