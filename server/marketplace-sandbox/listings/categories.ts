// Each channel's category tree as the sandbox serves it: the same product families everywhere,
// with ids and required attributes that differ per channel as they do on the real marketplaces.
import type { ChannelAttribute, ChannelCategory } from '../../../src/contract/listing'

const attr = (code: string, label: string, required: boolean, options: string[] = []): ChannelAttribute => ({
  code,
  label,
  required,
  options,
})

/** Attributes some channels require on every leaf (their real listing rules, simplified). */
const CHANNEL_REQUIRED: Record<string, ChannelAttribute[]> = {
  amazon: [attr('brand', 'Brand', true), attr('department', 'Department', true, ['men', 'women', 'unisex', 'kids'])],
  lazada: [attr('brand', 'Brand', true)],
  shopee: [attr('brand', 'Brand', true)],
  tiktok: [attr('brand', 'Brand', true)],
  ozon: [attr('brand', 'Brand', true)],
  wm: [attr('brand', 'Brand', true)],
  cd: [attr('brand', 'Marque', true)],
  shopify: [attr('vendor', 'Vendor', true)],
  custom: [],
}

export function categoryTree(channel: string): ChannelCategory[] {
  const extra = CHANNEL_REQUIRED[channel] ?? []
  const leaf = (id: string, name: string, attributes: ChannelAttribute[]): ChannelCategory => ({
    id: `${channel}-${id}`,
    name,
    children: [],
    attributes: [...extra, ...attributes],
  })
  return [
    {
      id: `${channel}-apparel`,
      name: 'Apparel',
      attributes: [],
      children: [
        leaf('tees', 'T-shirts', [
          attr('material', 'Material', true, ['cotton', 'polyester', 'blend']),
          attr('neckline', 'Neckline', false, ['crew', 'v-neck']),
        ]),
        leaf('hoodies', 'Hoodies', [attr('material', 'Material', true, ['cotton', 'fleece'])]),
      ],
    },
    {
      id: `${channel}-home`,
      name: 'Home',
      attributes: [],
      children: [
        leaf('mugs', 'Mugs', [attr('capacity', 'Capacity (ml)', true)]),
        leaf('posters', 'Posters', [attr('paper', 'Paper', false, ['matte', 'glossy'])]),
      ],
    },
  ]
}

export function findLeaf(tree: ChannelCategory[], id: string): ChannelCategory | null {
  for (const node of tree) {
    if (node.id === id) return node.children.length === 0 ? node : null
    const found = findLeaf(node.children, id)
    if (found) return found
  }
  return null
}
