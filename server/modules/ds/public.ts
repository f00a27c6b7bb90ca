// What other modules may use from ds: biome.json refuses imports of its other files from outside
// the folder, so this list is the module's whole surface. A module declares its own sources with
// these helpers in its `sources/` folder; server/data-sources.ts lists them for the /ds routes.
export type { DataSource, PublicContext, SourceContext } from './registry'
export { defineListSource, definePublicSource, defineSource, listParams } from './registry'
