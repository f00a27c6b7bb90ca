// Query keys of the storefront console screens (STYLE.md §2).
export const storefrontKeys = {
  all: ['storefront'] as const,
  settings: (shopId: string) => [...storefrontKeys.all, 'settings', shopId] as const,
  counters: () => [...storefrontKeys.all, 'counters'] as const,
  counterList: (request: object) => [...storefrontKeys.counters(), request] as const,
  members: () => [...storefrontKeys.all, 'members'] as const,
  memberList: (request: object) => [...storefrontKeys.members(), request] as const,
  memberOrders: (memberId: string, pageNo: number) =>
    [...storefrontKeys.members(), 'orders', memberId, pageNo] as const,
  coupons: () => [...storefrontKeys.all, 'coupons'] as const,
  couponList: (request: object) => [...storefrontKeys.coupons(), request] as const,
  modules: (shopId: string) => [...storefrontKeys.all, 'modules', shopId] as const,
  subjects: (shopId: string) => [...storefrontKeys.all, 'subjects', shopId] as const,
  pool: (shopId: string) => [...storefrontKeys.all, 'pool', shopId] as const,
  images: () => [...storefrontKeys.all, 'images'] as const,
  shopGoods: (shopId: string, keyword: string) => [...storefrontKeys.all, 'shop-goods', shopId, keyword] as const,
}
