// A channel's category tree for a shop, as the channel serves it, cached for a day per endpoint
// (the trees change rarely and are large); a template is checked against it when saved.
import { eq } from 'drizzle-orm'
import type { Channel } from '../../../src/contract/dictionaries'
import type { ChannelCategory } from '../../../src/contract/listing'
import { LISTING_CONNECTORS } from '../../channels'
import { targetOf } from '../../channels/target'
import type { AppConfig } from '../../config'
import { channelCategoryCache, type ShopRow } from '../../db/schema'
import type { Database } from '../../db/types'

const TTL_MS = 24 * 60 * 60_000

export async function categoryTree(db: Database, config: AppConfig, shop: ShopRow): Promise<ChannelCategory[]> {
  const key = `${shop.channel}|${shop.connector.baseUrl ?? ''}`
  const [cached] = await db.select().from(channelCategoryCache).where(eq(channelCategoryCache.key, key))
  if (cached && Date.now() - cached.fetchedAt.getTime() < TTL_MS) return cached.tree
  const tree = await LISTING_CONNECTORS[shop.channel as Channel].categories(await targetOf(db, config, shop))
  await db
    .insert(channelCategoryCache)
    .values({ key, tree, fetchedAt: new Date() })
    .onConflictDoUpdate({ target: channelCategoryCache.key, set: { tree, fetchedAt: new Date() } })
  return tree
}

/** The leaf and the names on the way to it, or null when the id is not a leaf of the tree. */
export function leafPath(
  tree: ChannelCategory[],
  id: string,
  path: string[] = [],
): { leaf: ChannelCategory; path: string[] } | null {
  for (const node of tree) {
    const here = [...path, node.name]
    if (node.id === id) return node.children.length === 0 ? { leaf: node, path: here } : null
    const found = leafPath(node.children, id, here)
    if (found) return found
  }
  return null
}
