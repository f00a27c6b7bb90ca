// Demo team (issue 5 item 4): a customer-service role with a member who is disabled, so the
// team screen shows both states; and a shop bound last month that has no orders yet, disabled,
// so the shop list shows the SPEC.md §9 'no orders for 25 days' label and the disabled state.
import { ACCOUNT_TYPE } from '../../src/contract/constants'
import { hashPassword } from '../lib/password-hash'
import { DEMO_IDS, DEMO_PASSWORD } from './demo-data'
import { accounts, type RolePermission, roles, shops } from './schema'
import type { Database } from './types'

const VIEW = ['query', 'get'] as const

export const DEMO_TEAM_ROLE = {
  id: 'r-demo-service',
  did: DEMO_IDS.distributor,
  name: '客服 Customer service',
  permissions: [
    { permissionId: 'dashboard', actions: [...VIEW] },
    { permissionId: 'workplace', actions: [...VIEW] },
    { permissionId: 'sale', actions: [...VIEW] },
    { permissionId: 'sale_order', actions: ['query', 'get', 'edit'] },
    { permissionId: 'sale_refund', actions: ['query', 'get', 'edit'] },
    { permissionId: 'goods_comment', actions: ['query', 'get', 'edit'] },
  ] satisfies RolePermission[],
}

export const DEMO_DISABLED_MEMBER = {
  id: 'a-demo-service',
  did: DEMO_IDS.distributor,
  username: 'service',
  phone: '13800000006',
  name: '客服小李 Service Li',
  type: ACCOUNT_TYPE.distributor,
  roleId: DEMO_TEAM_ROLE.id,
  disabled: true,
}

export const DEMO_IDLE_SHOP = {
  id: `${DEMO_IDS.distributor}-shop-idle`,
  did: DEMO_IDS.distributor,
  name: 'Shopee 越南店 Shopee VN',
  channel: 'shopee',
  connector: { baseUrl: 'https://api.shopee.example/', sellerId: 'd-demo-shopee-vn', region: 'VN' },
  status: 'disabled',
  createdAt: new Date(Date.now() - 40 * 86_400_000),
}

/** Runs inside the demo seed's transaction, after the demo tenants and orders exist. */
export async function seedDemoTeam(tx: Database, passwordHash?: string): Promise<void> {
  await tx.insert(roles).values(DEMO_TEAM_ROLE)
  await tx
    .insert(accounts)
    .values({ ...DEMO_DISABLED_MEMBER, passwordHash: passwordHash ?? (await hashPassword(DEMO_PASSWORD)) })
  await tx.insert(shops).values(DEMO_IDLE_SHOP)
}
