// What the design tools' first screens take from the goods and materials contracts — the call
// paths and sources of the product catalogue and the materials library, and the category tree as
// choices — kept apart from those modules, which build zod schemas when loaded: the model chooser
// of /dis/pcdiy/ imported them and so brought zod into the editor's first chunk (issue 17, the
// editor usable ≤ 2 s). goods.ts and materials.ts re-export these, so other code imports as before.
import type { ProductCategoryNode } from './goods'

// In a module of its own: the page's first script (src/early-start.ts) asks for the category tree.
export { GOODS_SOURCES } from './goods-sources'

export type MaterialFileVariant = 'original' | 'thumb'

export const MATERIAL_PATHS = {
  categoryList: '/material/manage/category/list',
  list: '/material/manage/list',
  publicCategoryList: '/material/manage/category/public/list',
  publicList: '/material/manage/public/list',
  save: '/material/manage/save',
  update: '/material/manage/update',
  remove: '/material/manage/delete',
  categorySave: '/material/manage/category/save',
  categoryRemove: (id: string) => `/material/manage/category/remove/${encodeURIComponent(id)}`,
  /** Not shown in SPEC.md: the file route (original or thumbnail) and the font calls. */
  file: (id: string, variant: MaterialFileVariant) => `/material/file/${encodeURIComponent(id)}/${variant}`,
  fontList: '/material/font/list',
  fontSave: '/material/font/save',
  fontRemove: '/material/font/delete',
  fontFile: (id: string) => `/material/font/file/${encodeURIComponent(id)}`,
} as const

/** The category tree as flat choices, each labelled with its path ("Apparel / T-shirts"). */
export function categoryChoices(nodes: ProductCategoryNode[], prefix = ''): { value: string; label: string }[] {
  return nodes.flatMap((node) => {
    const label = prefix ? `${prefix} / ${node.title}` : node.title
    return [{ value: node.id, label }, ...categoryChoices(node.children, label)]
  })
}
