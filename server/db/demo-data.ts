// The demo tenants and sign-ins (issue 2): fixed, readable ids so tests, docs and the start-up
// banner can name them. Every demo account's password is DEMO_PASSWORD.
import { ACCOUNT_TYPE } from '../../src/contract/constants'
import {
  everyPermission,
  factoryPermissions,
  financeReviewerPermissions,
  operatorPermissions,
  supplierPermissions,
} from '../modules/auth/role-presets'
import type { RolePermission } from './schema'

export const DEMO_PASSWORD = 'demo1234'

export const DEMO_IDS = {
  distributor: 'd-demo',
  supplier: 'd-demo-supplier',
  factory: 'd-demo-factory',
  secondDistributor: 'd-demo2',
  staff: 'a-demo-staff',
  finance: 'a-demo-finance',
} as const

export const DEMO_TENANTS = [
  {
    id: DEMO_IDS.distributor,
    type: ACCOUNT_TYPE.distributor,
    name: '演示分销 Demo Distribution',
    inviteCode: 'DEMO2026',
    contactName: '演示卖家',
    contactPhone: '13800000001',
    address: '广东省深圳市南山区科技园 Science Park, Nanshan, Shenzhen',
  },
  { id: DEMO_IDS.supplier, type: ACCOUNT_TYPE.supplier, name: '演示供应商 Demo Supplier', inviteCode: null },
  { id: DEMO_IDS.factory, type: ACCOUNT_TYPE.manufacturer, name: '演示工厂 Demo Factory', inviteCode: null },
  {
    id: DEMO_IDS.secondDistributor,
    type: ACCOUNT_TYPE.distributor,
    name: '第二分销 Second Distribution',
    inviteCode: 'DEMO2027',
  },
]

export const DEMO_PARTNERS = [
  { distributorId: DEMO_IDS.distributor, partnerId: DEMO_IDS.supplier, partnerType: ACCOUNT_TYPE.supplier },
  { distributorId: DEMO_IDS.distributor, partnerId: DEMO_IDS.factory, partnerType: ACCOUNT_TYPE.manufacturer },
]

export const DEMO_ROLES: { id: string; did: string; name: string; permissions: RolePermission[] }[] = [
  { id: 'r-demo-owner', did: DEMO_IDS.distributor, name: 'Owner', permissions: everyPermission() },
  { id: 'r-demo-operator', did: DEMO_IDS.distributor, name: '运营 Operator', permissions: operatorPermissions() },
  {
    id: 'r-demo-finance',
    did: DEMO_IDS.distributor,
    name: '财务复核 Finance reviewer',
    permissions: financeReviewerPermissions(),
  },
  { id: 'r-demo-supplier', did: DEMO_IDS.supplier, name: 'Supplier', permissions: supplierPermissions() },
  { id: 'r-demo-factory', did: DEMO_IDS.factory, name: 'Factory', permissions: factoryPermissions() },
  { id: 'r-demo2-owner', did: DEMO_IDS.secondDistributor, name: 'Owner', permissions: everyPermission() },
]

export const DEMO_ACCOUNTS = [
  {
    id: DEMO_IDS.distributor,
    did: DEMO_IDS.distributor,
    username: 'seller',
    phone: '13800000001',
    name: '演示卖家 Demo Seller',
    type: ACCOUNT_TYPE.distributor,
    roleId: 'r-demo-owner',
    note: 'distributor owner, every permission',
  },
  {
    id: DEMO_IDS.staff,
    did: DEMO_IDS.distributor,
    username: 'staff',
    phone: '13800000002',
    name: '运营小王 Operator Wang',
    type: ACCOUNT_TYPE.distributor,
    roleId: 'r-demo-operator',
    note: 'team member of the demo distributor (Operator role)',
  },
  {
    id: DEMO_IDS.finance,
    did: DEMO_IDS.distributor,
    username: 'finance',
    phone: '13800000019',
    name: '财务小李 Finance Li',
    type: ACCOUNT_TYPE.distributor,
    roleId: 'r-demo-finance',
    note: 'finance reviewer of the demo distributor: confirms top-ups and approves refunds others entered',
  },
  {
    id: DEMO_IDS.supplier,
    did: DEMO_IDS.supplier,
    username: 'supplier',
    phone: '13800000003',
    name: '演示供应商 Demo Supplier',
    type: ACCOUNT_TYPE.supplier,
    roleId: 'r-demo-supplier',
    note: 'supplier bound to the demo distributor',
  },
  {
    id: DEMO_IDS.factory,
    did: DEMO_IDS.factory,
    username: 'factory',
    phone: '13800000004',
    name: '演示工厂 Demo Factory',
    type: ACCOUNT_TYPE.manufacturer,
    roleId: 'r-demo-factory',
    note: 'manufacturer (type 1) bound to the demo distributor',
  },
  {
    id: DEMO_IDS.secondDistributor,
    did: DEMO_IDS.secondDistributor,
    username: 'seller2',
    phone: '13800000005',
    name: '第二卖家 Second Seller',
    type: ACCOUNT_TYPE.distributor,
    roleId: 'r-demo2-owner',
    note: 'owner of a second tenant (isolation)',
  },
]

/** Balances in minor units (fen/cents). */
export const DEMO_FINANCE_ACCOUNTS = [
  {
    id: 'fa-demo',
    did: DEMO_IDS.distributor,
    name: '人民币账户 CNY account',
    currency: 'CNY',
    balance: 1_000_000,
    isDefault: true,
  },
  {
    id: 'fa-demo-usd',
    did: DEMO_IDS.distributor,
    name: '美元账户 USD account',
    currency: 'USD',
    balance: 25_000,
    isDefault: false,
  },
  {
    id: 'fa-demo-supplier',
    did: DEMO_IDS.supplier,
    name: '人民币账户 CNY account',
    currency: 'CNY',
    balance: 0,
    isDefault: true,
  },
  {
    id: 'fa-demo-factory',
    did: DEMO_IDS.factory,
    name: '人民币账户 CNY account',
    currency: 'CNY',
    balance: 0,
    isDefault: true,
  },
  {
    id: 'fa-demo2',
    did: DEMO_IDS.secondDistributor,
    name: '人民币账户 CNY account',
    currency: 'CNY',
    balance: 50_000,
    isDefault: true,
  },
]
