// Query keys of the shop bindings (STYLE.md §2).
import type { ShopListRequest } from '../../../contract/shops'

export const shopAdminKeys = {
  all: ['shop-admin'] as const,
  lists: () => [...shopAdminKeys.all, 'list'] as const,
  list: (request: ShopListRequest) => [...shopAdminKeys.lists(), request] as const,
  statistics: () => [...shopAdminKeys.all, 'statistics'] as const,
}
