// Express companies: domestic carriers (internal) and international ones (external).
import type { ExpressScope } from '../../../src/contract/config-values'

export const EXPRESS_COMPANIES: readonly [value: string, zh: string, en: string, scope: ExpressScope][] = [
  ['SF', '顺丰速运', 'SF Express', 'internal'],
  ['ZTO', '中通快递', 'ZTO Express', 'internal'],
  ['YTO', '圆通速递', 'YTO Express', 'internal'],
  ['STO', '申通快递', 'STO Express', 'internal'],
  ['YUNDA', '韵达快递', 'Yunda Express', 'internal'],
  ['JD', '京东物流', 'JD Logistics', 'internal'],
  ['EMS', '中国邮政 EMS', 'China Post EMS', 'internal'],
  ['YZPY', '邮政快递包裹', 'China Post Parcel', 'internal'],
  ['DBL', '德邦快递', 'Deppon Express', 'internal'],
  ['JTSD', '极兔速递', 'J&T Express', 'internal'],
  ['ZJS', '宅急送', 'ZJS Express', 'internal'],
  ['DHL', 'DHL', 'DHL Express', 'external'],
  ['FEDEX', '联邦快递', 'FedEx', 'external'],
  ['UPS', 'UPS', 'UPS', 'external'],
  ['USPS', '美国邮政', 'USPS', 'external'],
  ['4PX', '递四方', '4PX Express', 'external'],
  ['YANWEN', '燕文物流', 'Yanwen Logistics', 'external'],
  ['CAINIAO', '菜鸟国际', 'Cainiao Global', 'external'],
  ['YUNEXPRESS', '云途物流', 'YunExpress', 'external'],
  ['SFINTL', '顺丰国际', 'SF International', 'external'],
  ['CNE', '递一国际', 'CNE Express', 'external'],
  ['ARAMEX', 'Aramex', 'Aramex', 'external'],
  ['ROYALMAIL', '英国皇家邮政', 'Royal Mail', 'external'],
  ['CHINAPOST', '中国邮政国际小包', 'China Post Air Mail', 'external'],
]
