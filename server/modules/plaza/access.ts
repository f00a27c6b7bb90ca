// Who may use the plaza and whose offers they see. The key of each plaza screen (SPEC.md §6):
// platform_lazada for /platform/public/goods/lazada, platform_custom_public_goods_list for the
// custom channel's. Offering and withdrawing goods is open to either key; fetching into a shop
// needs the key of that shop's channel. Offers are seen by the tenants bound to the offerer
// (distributor ↔ supplier / factory, server/modules/tenants), in either direction.
import { inArray, type SQL, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { Action, PermissionKey } from '../../../src/contract/permissions'
import type { PlazaChannel } from '../../../src/contract/plaza'
import { distributorPartners } from '../../db/schema'
import type { PermissionRequirement, SessionAccount } from '../../plugins/access-types'
import { assertPermission } from '../../plugins/permissions'

export const PLAZA_KEYS: Record<PlazaChannel, PermissionKey> = {
  lazada: 'platform_lazada',
  custom: 'platform_custom_public_goods_list',
}

/** Either plaza key with one of these actions (the route-level check). */
export const plazaRule = (actions: Action[]): PermissionRequirement[] =>
  Object.values(PLAZA_KEYS).flatMap((key) => actions.map((action) => ({ key, action })))

export function assertPlazaChannel(caller: SessionAccount, channel: PlazaChannel, actions: Action[]) {
  assertPermission(
    caller,
    actions.map((action) => ({ key: PLAZA_KEYS[channel], action })),
  )
}

/** `column` is one of the tenants bound to `did` (either side of the binding). */
export function boundTo(did: string, column: PgColumn): SQL {
  return inArray(
    column,
    sql`(select ${distributorPartners.partnerId} from ${distributorPartners} where ${distributorPartners.distributorId} = ${did}
      union select ${distributorPartners.distributorId} from ${distributorPartners} where ${distributorPartners.partnerId} = ${did})`,
  )
}
