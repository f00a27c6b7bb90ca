// Permission sets used when the server itself creates roles: the owner of a new tenant holds
// everything; the demo team roles hold the few keys their landing pages need (SPEC.md §2, §6).
import { ACTIONS, type Action, PERMISSION_KEYS, type PermissionKey } from '../../../src/contract/permissions'
import type { RolePermission } from '../../db/schema'

export const everyPermission = (): RolePermission[] =>
  PERMISSION_KEYS.map((permissionId) => ({ permissionId, actions: [...ACTIONS] }))

const VIEW: Action[] = ['query', 'get']

function preset(entries: [PermissionKey, Action[]][]): RolePermission[] {
  return entries.map(([permissionId, actions]) => ({ permissionId, actions }))
}

/** A distributor's team member: materials, goods and orders only. */
export const operatorPermissions = () =>
  preset([
    ['dashboard', VIEW],
    ['workplace', VIEW],
    ['material_list', VIEW],
    ['material_upload', ['query', 'add']],
    ['material_category', ['query', 'get', 'add', 'edit']],
    ['material_list_hidden', ['query']],
    ['goods', VIEW],
    ['goods_list', ['query', 'get', 'edit']],
    ['sale', VIEW],
    ['sale_order', ['query', 'get', 'export']],
    ['express_list', ['query']],
  ])

/**
 * A distributor's finance reviewer: reads the finance pages, confirms others' top-ups and approves
 * refunds someone else entered in the console (maker–checker, issue 14 item 8).
 */
export const financeReviewerPermissions = () =>
  preset([
    ['dashboard', VIEW],
    ['workplace', VIEW],
    ['distribution_settlement_list', VIEW],
    ['finance_review', ['query', 'edit']],
    ['sale', VIEW],
    ['sale_refund', ['query', 'get', 'edit']],
  ])

export const supplierPermissions = () =>
  preset([
    ['dashboard', VIEW],
    ['workplace', VIEW],
    ['distribution', VIEW],
    ['distribution_distributor_list', VIEW],
    // Settlements with the distributor: raise, confirm or dispute (issue 5).
    ['distribution_supplier_settlement_list', ['query', 'get', 'add', 'edit', 'export']],
    ['distribution_supplier_product', VIEW],
    // The supplier's own product models, which its supplied products link (issue 4).
    ['product_list', ['query', 'get', 'add', 'edit', 'delete']],
    ['distribution_supplier_product_list', ['query', 'get', 'add', 'edit', 'delete', 'enable', 'disable']],
    ['purchase_list', ['query', 'get', 'edit', 'export']],
    ['express_list', VIEW],
    // The department-store plaza: offers goods to the distributors bound to it (issue 16 item 8).
    ['platform', VIEW],
    ['platform_custom', VIEW],
    ['platform_custom_public_goods_list', ['query', 'get', 'add', 'edit', 'delete']],
  ])

export const factoryPermissions = () =>
  preset([
    ['dashboard', VIEW],
    ['workplace', VIEW],
    ['manufacturer_product_list', ['query', 'get', 'add', 'edit', 'delete']],
    ['manufacturer_product_detail', ['query', 'get', 'edit']],
    ['production', ['query', 'get', 'edit', 'export']],
    ['distribution', VIEW],
    ['factory_product_list', ['query', 'get', 'edit']],
    // Purchase orders addressed to the factory: accept, ship, reject (issue 5).
    ['purchase_list', ['query', 'get', 'edit', 'export']],
    ['distribution_distributor_list', VIEW],
    ['express_list', VIEW],
    // A factory settles its purchase orders like a supplier (issue 5).
    ['distribution_supplier_settlement_list', ['query', 'get', 'add', 'edit', 'export']],
  ])
