// Platform order sync (outcome reasons, order history) and shipping rules.
import type { MessageCatalog } from './catalog'

export const PLATFORM_SYNC_MESSAGES = {
  'what.shop': { en: 'shop', zh: '店铺' },
  'what.syncRun': { en: 'sync run', zh: '同步记录' },
  'what.shippingRule': { en: 'shipping rule', zh: '运费规则' },
  'sync.runIdTaken': {
    en: 'This run id was already used for another sync; start a new run',
    zh: '该同步编号已用于另一次同步，请重新开始同步',
  },
  'sync.running': { en: 'This sync is still running', zh: '该同步仍在进行中' },
  'sync.fail.notConfigured': {
    en: 'The shop has no connector settings (base URL and seller id); add them in the shop settings',
    zh: '该店铺未配置对接参数（接口地址和卖家 ID），请先在店铺设置中填写',
  },
  'sync.fail.disabled': { en: 'The shop is disabled', zh: '该店铺已停用' },
  'sync.fail.sandboxOff': {
    en: 'The sandbox marketplace is not running (start the server with MARKETPLACE_SANDBOX=on)',
    zh: '沙箱平台未启动（请以 MARKETPLACE_SANDBOX=on 启动服务）',
  },
  'sync.fail.badUrl': {
    en: 'The connector base URL is not a valid http(s) address',
    zh: '对接接口地址不是有效的 http(s) 地址',
  },
  'sync.fail.unreachable': {
    en: 'The marketplace could not be reached ({detail}) on page {page}; nothing was written',
    zh: '无法连接平台（{detail}，第 {page} 页），未写入任何订单',
  },
  'sync.fail.timeout': {
    en: 'The marketplace did not answer within {detail} s (page {page}); nothing was written',
    zh: '平台在 {detail} 秒内未响应（第 {page} 页），未写入任何订单',
  },
  'sync.fail.http': {
    en: 'The marketplace answered HTTP {detail} on page {page}; nothing was written',
    zh: '平台返回 HTTP {detail}（第 {page} 页），未写入任何订单',
  },
  'sync.fail.not-json': {
    en: 'The marketplace answered something that is not JSON ({detail}) on page {page}; nothing was written',
    zh: '平台返回的不是 JSON（{detail}，第 {page} 页），未写入任何订单',
  },
  'sync.fail.too-large': {
    en: 'A page of the marketplace was larger than {detail} bytes; nothing was written',
    zh: '平台返回的单页数据超过 {detail} 字节，未写入任何订单',
  },
  'sync.fail.malformed': {
    en: 'The marketplace answered an unexpected order list on page {page} ({detail}); nothing was written',
    zh: '平台第 {page} 页返回的订单列表格式不正确（{detail}），未写入任何订单',
  },
  'sync.fail.tooManyPages': {
    en: 'More than {max} pages in this window; choose a shorter window',
    zh: '该时间段超过 {max} 页，请缩短时间段',
  },
  'sync.fail.tooManyOrders': {
    en: 'More than {max} orders in this window; choose a shorter window',
    zh: '该时间段超过 {max} 个订单，请缩短时间段',
  },
  'sync.fail.write': {
    en: 'The orders could not be saved ({detail}); nothing was written, try again',
    zh: '订单保存失败（{detail}），未写入任何订单，请重试',
  },
  'history.syncCreate': {
    en: 'Fetched from {channel} by platform sync ({status})',
    zh: '平台同步从 {channel} 拉取订单（{status}）',
  },
  'history.syncStatus': {
    en: 'Platform sync: {channel} reports the order as {status}',
    zh: '平台同步：{channel} 显示订单为{status}',
  },
  'history.syncAddress': {
    en: 'Platform sync: the buyer changed the address on {channel} to {address}',
    zh: '平台同步：买家在 {channel} 修改了收货地址为 {address}',
  },
  'shippingRule.exists': {
    en: 'A rule for this express company and destination already exists',
    zh: '该快递公司和目的地的运费规则已存在',
  },
} as const satisfies MessageCatalog
