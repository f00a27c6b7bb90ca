// Settlement, finance items and top-ups (issue 5).
import type { MessageCatalog } from './catalog'

export const SETTLEMENT_MESSAGES = {
  'what.settlement': { en: 'settlement', zh: '结算单' },
  'what.recharge': { en: 'top-up', zh: '充值单' },
  'what.partner': { en: 'partner', zh: '合作方' },
  'settlementStatus.1': { en: 'pending settlement', zh: '待结算' },
  'settlementStatus.2': { en: 'awaiting confirmation', zh: '待确认' },
  'settlementStatus.3': { en: 'settled', zh: '已结算' },
  'settlementStatus.4': { en: 'cancelled', zh: '已取消' },
  'settlementAction.confirm': { en: 'confirm', zh: '确认' },
  'settlementAction.dispute': { en: 'dispute', zh: '提出异议' },
  'settlementAction.cancel': { en: 'cancel', zh: '取消' },
  'settlementAction.pay': { en: 'pay', zh: '付款' },
  'settlement.refused.status': {
    en: 'Cannot {action} a settlement that is {status}',
    zh: '{status}的结算单不能{action}',
  },
  'settlement.refused.party.distributor': {
    en: 'Only the distributor can {action} this settlement',
    zh: '只有分销商才能{action}该结算单',
  },
  'settlement.refused.party.raiser': {
    en: 'Only the side that raised this settlement can {action} it',
    zh: '只有发起该结算单的一方才能{action}',
  },
  'settlement.refused.party.counterparty': {
    en: 'The other side must {action} this settlement, not the side that raised it',
    zh: '该结算单须由对方{action}，发起方不能操作',
  },
  'settlement.nothingToSettle': {
    en: 'No shipped purchase orders in {currency} between {from} and {to} are waiting for settlement',
    zh: '{from} 至 {to} 之间没有待结算的 {currency} 已发货采购单',
  },
  'settlement.alreadySettling': {
    en: 'A purchase order of this period was put on another settlement at the same moment; reload and try again',
    zh: '该期间的采购单刚被加入另一张结算单，请刷新后重试',
  },
  'settlement.supplierNoAccount': {
    en: '{supplier} has no finance account in {currency} to receive the payment',
    zh: '{supplier} 没有可收款的 {currency} 资金账户',
  },
  'recharge.refused.status': {
    en: 'Cannot {action} a top-up that is {status}',
    zh: '{status}的充值单不能{action}',
  },
  'rechargeStatus.1': { en: 'pending payment', zh: '待支付' },
  'rechargeStatus.2': { en: 'under review', zh: '审核中' },
  'rechargeStatus.3': { en: 'succeeded', zh: '充值成功' },
  'rechargeStatus.4': { en: 'failed', zh: '充值失败' },
  'rechargeStatus.5': { en: 'closed', zh: '已关闭' },
  'rechargeAction.confirm': { en: 'confirm', zh: '确认到账' },
  'rechargeAction.reject': { en: 'reject', zh: '驳回' },
  'rechargeAction.close': { en: 'close', zh: '关闭' },
  'recharge.reviewForbidden': {
    en: 'Only the owner or a member allowed to edit finance can confirm or reject top-ups',
    zh: '只有主账号或有财务编辑权限的成员才能确认或驳回充值',
  },
  'recharge.closeForbidden': {
    en: 'Only the member who requested the top-up, or an operator, can close it',
    zh: '只有发起充值的成员或审核人员才能关闭该充值单',
  },
  'recharge.platformUnsupported': {
    en: 'Top-ups through {platform} are not available',
    zh: '暂不支持通过 {platform} 充值',
  },
  'recharge.duplicateReference': {
    en: 'A top-up with reference {reference} is already recorded for this account',
    zh: '该账户已有参考号为 {reference} 的充值记录',
  },
} as const satisfies MessageCatalog
