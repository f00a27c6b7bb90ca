// Human names of request fields, so a validation message names the field the way the form
// does ("Phone: …" / "手机号：…"); unknown fields fall back to their path.
import type { Locale } from '../../src/contract/constants'

const LABELS: Record<string, { en: string; zh: string }> = {
  username: { en: 'Username', zh: '用户名' },
  password: { en: 'Password', zh: '密码' },
  oldPassword: { en: 'Old password', zh: '原密码' },
  newPassword: { en: 'New password', zh: '新密码' },
  phone: { en: 'Phone', zh: '手机号' },
  purpose: { en: 'Purpose', zh: '用途' },
  smsCode: { en: 'SMS code', zh: '短信验证码' },
  name: { en: 'Name', zh: '名称' },
  inviteCode: { en: 'Invitation code', zh: '邀请码' },
  contactName: { en: 'Contact name', zh: '联系人' },
  contactPhone: { en: 'Contact phone', zh: '联系电话' },
  address: { en: 'Address', zh: '地址' },
  avatar: { en: 'Avatar', zh: '头像' },
  pageNo: { en: 'Page number', zh: '页码' },
  pageSize: { en: 'Page size', zh: '每页条数' },
  sortField: { en: 'Sort field', zh: '排序字段' },
  sortOrder: { en: 'Sort order', zh: '排序方式' },
  updatedSince: { en: 'Updated since', zh: '更新起始时间' },
  id: { en: 'ID', zh: 'ID' },
  requests: { en: 'Requests', zh: '请求列表' },
  orderId: { en: 'Order', zh: '订单' },
  expressCode: { en: 'Express company', zh: '快递公司' },
  trackingNo: { en: 'Tracking number', zh: '运单号' },
  version: { en: 'Version', zh: '版本' },
  items: { en: 'Items', zh: '明细' },
  lineIds: { en: 'Lines', zh: '商品行' },
  days: { en: 'Days', zh: '天数' },
  reason: { en: 'Reason', zh: '原因' },
  type: { en: 'Type', zh: '类型' },
  amount: { en: 'Amount', zh: '金额' },
  images: { en: 'Images', zh: '图片' },
  refundId: { en: 'Refund', zh: '售后单' },
  recommended: { en: 'Recommended', zh: '推荐' },
  status: { en: 'Status', zh: '状态' },
  source: { en: 'Source', zh: '来源' },
  shopId: { en: 'Shop', zh: '店铺' },
  channel: { en: 'Channel', zh: '渠道' },
  createdFrom: { en: 'Created from', zh: '创建开始日期' },
  createdTo: { en: 'Created to', zh: '创建结束日期' },
  paidFrom: { en: 'Paid from', zh: '付款开始日期' },
  paidTo: { en: 'Paid to', zh: '付款结束日期' },
  keyword: { en: 'Keyword', zh: '关键字' },
  from: { en: 'From', zh: '开始日期' },
  to: { en: 'To', zh: '结束日期' },
  rating: { en: 'Rating', zh: '评分' },
  payPlatform: { en: 'Payment platform', zh: '支付平台' },
  purchaseId: { en: 'Purchase order', zh: '采购单' },
  supplierId: { en: 'Supplier', zh: '供应商' },
  saleOrderId: { en: 'Order', zh: '订单' },
  saleLineId: { en: 'Order line', zh: '订单商品行' },
  cartItemId: { en: 'Cart line', zh: '购物车商品' },
  cartItemIds: { en: 'Cart lines', zh: '购物车商品' },
  quantity: { en: 'Quantity', zh: '数量' },
  unitPrice: { en: 'Unit price', zh: '单价' },
  logisticsNo: { en: 'Logistics number', zh: '物流单号' },
  accountId: { en: 'Finance account', zh: '资金账户' },
  mode: { en: 'Purchase mode', zh: '采购方式' },
  remark: { en: 'Remark', zh: '备注' },
  note: { en: 'Note', zh: '说明' },
  notPurchased: { en: 'Lines not purchased', zh: '不采购的商品' },
  ids: { en: 'Lines', zh: '商品行' },
  region: { en: 'Region', zh: '地区' },
  postcode: { en: 'Postcode', zh: '邮编' },
  country: { en: 'Country', zh: '国家' },
}

export function fieldLabel(locale: Locale, path: readonly PropertyKey[]): string {
  if (path.length === 0) return locale === 'zh-cn' ? '请求内容' : 'Request body'
  const joined = path.map(String).join('.')
  const last = path[path.length - 1]
  const label = typeof last === 'string' ? LABELS[last] : undefined
  if (!label) return joined
  const text = locale === 'zh-cn' ? label.zh : label.en
  // Nested fields keep their path so "requests.2.name" stays findable.
  return path.length > 1 ? `${text} (${joined})` : text
}
