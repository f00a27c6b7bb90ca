// Order generator: demo orders (seed) and the 100,000-order benchmark set, written by SQL on the
// database side (INSERT … SELECT generate_series, STACK.md) so it is fast on PGlite too. Every
// value derives from the series number through hashint4, so a run is deterministic: the same
// tenant, start and count give the same orders (only the dates move with now()).
import { sql } from 'drizzle-orm'
import { CHANNELS } from '../../src/contract/dictionaries'
import { SANDBOX_BASE_URL } from '../marketplace-sandbox/address'
import { shops } from './schema'
import { colourCodeSql } from './sku-codes'
import type { Database } from './types'

/** A deterministic pseudo-random number in [0, mod) from the row number `i` and a salt. */
const h = (salt: number, mod: number, i = 'g.i') => `((hashint4(${i} * 97 + ${salt})::bigint + 2147483648) % ${mod})`
const lit = (value: string) => `'${value.replaceAll("'", "''")}'`
const pick = (values: readonly string[], salt: number, i = 'g.i') =>
  `(array[${values.map(lit).join(',')}])[1 + ${h(salt, values.length, i)}]`

/** Markets each channel sells to. */
export const MARKETS: Record<(typeof CHANNELS)[number], string[]> = {
  lazada: ['MY', 'SG', 'TH', 'PH'],
  shopee: ['MY', 'SG', 'TH', 'PH', 'BR'],
  tiktok: ['US', 'GB', 'MY', 'TH', 'CN', 'CN'],
  ozon: ['RU', 'RU', 'KZ'],
  amazon: ['US', 'US', 'DE', 'GB', 'FR', 'CA'],
  wm: ['US', 'CA', 'AU'],
  cd: ['FR', 'FR', 'BE'],
  shopify: ['US', 'GB', 'AU', 'DE', 'CA', 'CN'],
  custom: ['CN'],
}

/** Currency of a market and its units per US dollar (for prices) and CNY per unit (settlement). */
export const CURRENCY: Record<string, [currency: string, perUsd: number]> = {
  CN: ['CNY', 7.1],
  US: ['USD', 1],
  CA: ['CAD', 1.36],
  AU: ['AUD', 1.52],
  GB: ['GBP', 0.79],
  DE: ['EUR', 0.92],
  FR: ['EUR', 0.92],
  BE: ['EUR', 0.92],
  RU: ['RUB', 92],
  KZ: ['USD', 1],
  MY: ['MYR', 4.7],
  SG: ['SGD', 1.35],
  TH: ['THB', 36],
  PH: ['PHP', 56],
  BR: ['BRL', 5],
}

const CITIES: Record<string, string[]> = {
  US: ['California|Los Angeles', 'New York|New York', 'Texas|Houston', 'Florida|Miami', 'Washington|Seattle'],
  CA: ['Ontario|Toronto', 'British Columbia|Vancouver', 'Quebec|Montreal'],
  AU: ['New South Wales|Sydney', 'Victoria|Melbourne'],
  GB: ['England|London', 'England|Manchester', 'Scotland|Edinburgh'],
  DE: ['Berlin|Berlin', 'Bayern|München', 'Hamburg|Hamburg'],
  FR: ['Île-de-France|Paris', 'Auvergne-Rhône-Alpes|Lyon', "Provence-Alpes-Côte d'Azur|Marseille"],
  BE: ['Brussels|Brussels', 'Antwerp|Antwerp'],
  RU: ['Moscow|Moscow', 'Saint Petersburg|Saint Petersburg', 'Novosibirsk Oblast|Novosibirsk'],
  KZ: ['Almaty|Almaty', 'Astana|Astana'],
  MY: ['Selangor|Shah Alam', 'Kuala Lumpur|Kuala Lumpur', 'Penang|George Town'],
  SG: ['Singapore|Singapore'],
  TH: ['Bangkok|Bangkok', 'Chiang Mai|Chiang Mai'],
  PH: ['Metro Manila|Manila', 'Cebu|Cebu City'],
  BR: ['São Paulo|São Paulo', 'Rio de Janeiro|Rio de Janeiro'],
  CN: [
    '广东省|深圳市',
    '广东省|广州市',
    '浙江省|杭州市',
    '浙江省|宁波市',
    '江苏省|南京市',
    '江苏省|苏州市',
    '上海市|浦东新区',
    '北京市|朝阳区',
    '四川省|成都市',
    '湖北省|武汉市',
    '福建省|厦门市',
    '山东省|青岛市',
  ],
}

const ZH_SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '马', '朱', '胡', '林']
const ZH_GIVEN = [
  '伟',
  '芳',
  '娜',
  '敏',
  '静',
  '丽',
  '强',
  '磊',
  '洋',
  '艳',
  '勇',
  '军',
  '杰',
  '娟',
  '涛',
  '明',
  '超',
  '霞',
  '婷',
  '欣怡',
]
const RU_NAMES = ['Ivan Petrov', 'Olga Smirnova', 'Dmitry Ivanov', 'Anna Kuznetsova', 'Sergey Popov', 'Elena Sokolova']
const FIRST = [
  'James',
  'Mary',
  'Emma',
  'Liam',
  'Olivia',
  'Noah',
  'Sophie',
  'Lucas',
  'Mia',
  'Ahmad',
  'Siti',
  'Nurul',
  'Somchai',
  'Maria',
  'Jose',
  'Chloé',
  'Lena',
  'Jonas',
]
const LAST = [
  'Smith',
  'Johnson',
  'Brown',
  'Garcia',
  'Martin',
  'Müller',
  'Dubois',
  'Tan',
  'Lim',
  'Wong',
  'Santos',
  'Reyes',
  'Silva',
  'Taylor',
  'Wilson',
  'Lee',
]

/** Print-on-demand catalogue: code, Chinese/English title, price in US cents, size kind. */
const PRODUCTS: [code: string, title: string, usdCents: number, sizes: 'clothes' | 'shoes'][] = [
  ['TS', '定制印花T恤 Custom Print T-Shirt', 1599, 'clothes'],
  ['HD', '连帽卫衣 Pullover Hoodie', 3499, 'clothes'],
  ['SW', '圆领卫衣 Crewneck Sweatshirt', 2899, 'clothes'],
  ['PL', 'Polo 衫 Polo Shirt', 2199, 'clothes'],
  ['TK', '背心 Tank Top', 1299, 'clothes'],
  ['CS', '帆布鞋 Canvas Sneakers', 4599, 'shoes'],
  ['SL', '印花拖鞋 Printed Slides', 1999, 'shoes'],
  ['JK', '棒球夹克 Baseball Jacket', 5299, 'clothes'],
]
const CLOTHES_SIZES = ['S', 'M', 'L', 'XL', 'XXL']
const SHOE_SIZES = ['36', '37', '38', '39', '40', '41', '42', '43', '44']
const COLORS = [
  '#FFFFFF',
  '#000000',
  '#808080',
  '#FF0000',
  '#800020',
  '#0000FF',
  '#000080',
  '#008000',
  '#556B2F',
  '#FFC0CB',
  '#F5F5DC',
  '#C3B091',
]
const INTERNAL_EXPRESS = ['SF', 'ZTO', 'YTO', 'STO', 'YUNDA', 'JD', 'EMS', 'JTSD']
const EXTERNAL_EXPRESS = ['DHL', 'FEDEX', 'UPS', '4PX', 'YANWEN', 'CAINIAO', 'YUNEXPRESS', 'SFINTL', 'CNE']

/**
 * The countries each demo shop sells to, by shop id: a Shopee SG shop sells in Singapore for SGD,
 * not to a Brazilian buyer paying R$. Filled by demoShopRows; a shop not listed sells to its
 * connector's region.
 */
const SHOP_MARKETS = new Map<string, readonly string[]>()

type DemoShop = [channel: (typeof CHANNELS)[number], name: string, markets?: readonly string[]]

/** Demo shops per channel (two or more for the busiest channels), each with the markets it sells to. */
export function demoShopRows(tenant: string, names: DemoShop[]) {
  return names.map(([channel, name, markets = MARKETS[channel]], index) => {
    const id = `${tenant}-shop-${index + 1}`
    SHOP_MARKETS.set(id, markets)
    return {
      id,
      did: tenant,
      name,
      channel,
      connector: {
        // The built-in sandbox marketplace (server/marketplace-sandbox), resolved when a sync runs.
        baseUrl: SANDBOX_BASE_URL,
        sellerId: `${tenant}-${channel}-${index + 1}`,
        region: markets[0] ?? MARKETS[channel][0],
      },
      status: 'enabled',
    }
  })
}

const caseOf = (expr: string, pairs: [string, string][], otherwise: string) =>
  pairs.length === 0
    ? otherwise
    : `case ${expr} ${pairs.map(([when, then]) => `when ${lit(when)} then ${then}`).join(' ')} else ${otherwise} end`

const currencyOf = (country: string) =>
  caseOf(
    country,
    Object.entries(CURRENCY).map(([c, [cur]]) => [c, lit(cur)]),
    `'USD'`,
  )
const perUsdOf = (country: string) =>
  caseOf(
    country,
    Object.entries(CURRENCY).map(([c, [, rate]]) => [c, `${rate}::numeric`]),
    '1::numeric',
  )

// Line j of order i: product, quantity and unit price (in the order's currency).
const productIndex = (j: string) => h(11, PRODUCTS.length, `(g.i * 7 + ${j})`)
const productField = (j: string, field: number) =>
  `(array[${PRODUCTS.map((p) => (typeof p[field] === 'number' ? String(p[field]) : lit(String(p[field])))).join(',')}])[1 + ${productIndex(j)}]`
const quantity = (j: string) =>
  `(case when ${h(12, 10, `(g.i * 7 + ${j})`)} < 7 then 1 when ${h(12, 10, `(g.i * 7 + ${j})`)} < 9 then 2 else 3 end)`
const unitPrice = (j: string, perUsd: string) =>
  `round((${productField(j, 2)} + ${h(13, 4, `(g.i * 7 + ${j})`)} * 100) * ${perUsd})::bigint`

/**
 * Inserts orders number start+1 … start+count of a tenant (ids `<tenant>-o<n>`) with their lines,
 * history, payments, some refunds and reviews, spread over the last 90 days across the tenant's
 * enabled shops. Returns how many orders were written.
 */
export async function insertGeneratedOrders(
  db: Database,
  tenant: string,
  start: number,
  count: number,
): Promise<number> {
  if (count <= 0) return 0
  const first = start + 1
  const last = start + count
  // A shop sells to its own markets; a shop the demo did not make, to its region, else its channel's.
  const channelCountry = caseOf(
    's.id',
    [...SHOP_MARKETS].filter(([id]) => id.startsWith(`${tenant}-shop-`)).map(([id, markets]) => [id, pick(markets, 3)]),
    `coalesce(s.connector->>'region', ${caseOf(
      's.channel',
      Object.entries(MARKETS).map(([channel, markets]) => [channel, pick(markets, 3)]),
      `'US'`,
    )})`,
  )
  const statusSql = `case when g.st < 45 then '4' when g.st < 70 then '3' when g.st < 85 then '2' when g.st < 92 then '1' when g.st < 97 then '5' else '6' end`
  // Open orders are recent; finished ones anywhere in the last 90 days.
  const ageSeconds = `case when b.status in ('1', '2') then ${h(5, 4 * 86400)} when b.status = '3' then 86400 + ${h(5, 20 * 86400)} else 2 * 86400 + ${h(5, 88 * 86400)} end`
  const cityOf = (country: string) =>
    caseOf(
      country,
      Object.entries(CITIES).map(([c, list]) => [c, pick(list, 6)]),
      `'-|-'`,
    )
  const buyer = `case when b.country = 'CN' then ${pick(ZH_SURNAMES, 7)} || ${pick(ZH_GIVEN, 8)}
    when b.country in ('RU', 'KZ') then ${pick(RU_NAMES, 7)}
    else ${pick(FIRST, 7)} || ' ' || ${pick(LAST, 8)} end`
  const goods = `(select coalesce(sum(${quantity('j')} * ${unitPrice('j', 'b.per_usd')}), 0) from generate_series(1, b.line_count) j)`
  const items = `(select coalesce(sum(${quantity('j')}), 0) from generate_series(1, b.line_count) j)`

  await db.execute(
    sql.raw(`
    with s as (
      select id, channel, connector, (row_number() over (order by id))::int - 1 as k, (count(*) over ())::int as n
      from shops where did = ${lit(tenant)} and status = 'enabled'
    ),
    g as (select i, ${h(1, 100, 'i')} as st, ${h(2, 1000000, 'i')} as sh from generate_series(${first}, ${last}) i),
    b0 as (
      select g.i, g.st, s.id as shop_id, s.channel, ${statusSql} as status, ${channelCountry} as country,
        1 + (case when ${h(4, 10)} < 4 then 0 when ${h(4, 10)} < 7 then 1 when ${h(4, 10)} < 9 then 2 else 3 end) as line_count
      from g join s on s.k = g.sh % s.n
    ),
    b as (select b0.*, ${currencyOf('b0.country')} as currency, ${perUsdOf('b0.country')} as per_usd from b0),
    c as (
      select b.*, g.i as gi, now() - make_interval(secs => (${ageSeconds})::double precision) as created,
        ${goods} as goods, ${items} as items,
        case when ${h(9, 3)} = 0 then 0 else round((300 + ${h(10, 6)} * 100) * b.per_usd)::bigint end as shipping,
        case when ${h(14, 7)} = 0 then round(200 * b.per_usd)::bigint else 0 end as discount,
        ${cityOf('b.country')} as city
      from b cross join lateral (select b.i) g
    )
    insert into sale_orders (id, did, order_no, platform_order_no, channel, shop_id, source, status, accepted,
      buyer_name, buyer_note, address, country, currency, goods_amount, shipping_amount, discount_amount, total_amount,
      settle_amount, item_count, line_count, express_code, tracking_no, created_at, paid_at, ship_by, shipped_at,
      updated_at, version)
    select ${lit(tenant)} || '-o' || c.i,
      ${lit(tenant)},
      'SO' || to_char(c.created, 'YYMMDD') || lpad(c.i::text, 6, '0'),
      -- Unique per tenant (the row number is part of it): channel numbers are unique per shop.
      upper(c.channel) || lpad(${h(15, 100000, 'c.i')}::text, 5, '0') || lpad(c.i::text, 7, '0'),
      c.channel, c.shop_id,
      case when ${h(16, 20, 'c.i')} = 0 then 'import' when ${h(16, 20, 'c.i')} = 1 then 'manual' else c.channel end,
      c.status,
      c.status in ('3', '4') or (c.status = '2' and ${h(17, 3, 'c.i')} = 0),
      buyer_name,
      case when ${h(18, 8, 'c.i')} = 0 then 'Please ship ASAP 请尽快发货' else '' end,
      jsonb_build_object('name', buyer_name, 'phone',
          case when c.country = 'CN' then '13' || lpad(${h(19, 1000000000, 'c.i')}::text, 9, '0') else '+1 555 ' || lpad(${h(19, 10000000, 'c.i')}::text, 7, '0') end,
        'country', c.country, 'region', jsonb_build_array(split_part(c.city, '|', 1), split_part(c.city, '|', 2)),
        'address', case when c.country = 'CN' then ${pick(['科技园路', '人民路', '中山路', '解放大道', '建设路'], 20, 'c.i')} || (1 + ${h(21, 300, 'c.i')}) || '号'
          else (1 + ${h(21, 300, 'c.i')}) || ' ' || ${pick(['Main St', 'High Street', 'Oak Avenue', 'Park Road', 'Rue de la Paix'], 20, 'c.i')} end,
        'postcode', lpad(${h(22, 1000000, 'c.i')}::text, 6, '0')),
      c.country, c.currency, c.goods, c.shipping, c.discount, c.goods + c.shipping - c.discount,
      round((c.goods + c.shipping - c.discount) * 7.1 / c.per_usd)::bigint,
      c.items, c.line_count,
      case when c.status in ('3', '4') then case when c.country = 'CN' then ${pick(INTERNAL_EXPRESS, 23, 'c.i')} else ${pick(EXTERNAL_EXPRESS, 23, 'c.i')} end end,
      case when c.status in ('3', '4') then 'T' || lpad(c.i::text, 8, '0') || lpad(${h(24, 10000, 'c.i')}::text, 4, '0') end,
      c.created,
      case when c.status = '1' or (c.status = '5' and ${h(25, 2, 'c.i')} = 0) then null else c.created + make_interval(mins => (1 + ${h(26, 60, 'c.i')})::int) end,
      c.created + interval '3 days',
      case when c.status in ('3', '4') then c.created + make_interval(hours => (2 + ${h(27, 40, 'c.i')})::int) end,
      case when c.status in ('3', '4') then c.created + interval '1 day' else c.created + interval '2 hours' end,
      1
    from (select c.*, ${buyer.replaceAll('b.country', 'c.country').replaceAll('g.i', 'c.i')} as buyer_name from c) c
  `),
  )
  const orders = `generate_series(${first}, ${last}) g(i) join sale_orders o on o.id = ${lit(tenant)} || '-o' || g.i`
  const perUsd = perUsdOf('o.country')
  const sizeOf = (j: string) =>
    `case when ${productField(j, 3)} = 'shoes' then ${pick(SHOE_SIZES, 30, `(g.i * 7 + ${j})`)} else ${pick(CLOTHES_SIZES, 30, `(g.i * 7 + ${j})`)} end`
  await db.execute(
    sql.raw(`
    insert into sale_order_lines (id, did, order_id, goods_id, title, image, sku, spec, quantity, unit_price, sort)
    select o.id || '-l' || j, o.did, o.id, 'g-' || ${productField('j', 0)}, ${productField('j', 1)}, null,
      'POD-' || ${productField('j', 0)} || '-' || ${colourCodeSql(pick(COLORS, 32, '(g.i * 7 + j)'))} || '-' || ${sizeOf('j')},
      jsonb_build_object('color', ${pick(COLORS, 32, '(g.i * 7 + j)')}, 'size', ${sizeOf('j')}),
      ${quantity('j')}, ${unitPrice('j', perUsd)}, j
    from ${orders} cross join lateral generate_series(1, o.line_count) j
  `),
  )
  // History: creation, payment, shipping, completion, cancellation / rejection.
  await db.execute(
    sql.raw(`
    insert into sale_order_history (id, did, order_id, at, by, action, detail_key, detail_params)
    select o.id || '-h' || a.n, o.did, o.id, a.at, a.by, a.action, a.key, a.params
    from ${orders} cross join lateral (values
      (1, o.created_at, o.channel, 'create', 'history.create', jsonb_build_object('channel', o.channel)),
      (2, o.paid_at, o.channel, 'pay', 'history.pay', '{}'::jsonb),
      (3, case when o.accepted then coalesce(o.paid_at, o.created_at) + interval '30 minutes' end, 'seller', 'accept', 'history.accept', '{}'::jsonb),
      (4, o.shipped_at, 'seller', 'ship', 'history.ship', jsonb_build_object('expressCode', o.express_code, 'trackingNo', o.tracking_no)),
      (5, case when o.status = '4' then o.shipped_at + interval '5 days' end, 'system', 'complete', 'history.complete', '{}'::jsonb),
      (6, case when o.status = '5' then o.created_at + interval '1 hour' end, 'seller', 'cancel', 'history.cancel', jsonb_build_object('reason', 'Buyer asked to cancel')),
      (7, case when o.status = '6' then o.created_at + interval '1 hour' end, o.channel, 'reject', 'history.reject', jsonb_build_object('reason', 'Risk control'))
    ) as a(n, at, by, action, key, params)
    where a.at is not null
  `),
  )
  await db.execute(
    sql.raw(`
    insert into sale_payments (id, did, order_id, pay_platform, currency, amount, transaction_no, paid_at, exported)
    select o.id || '-p', o.did, o.id,
      case when o.country = 'CN' then ${pick(['alipay', 'wechat'], 40)} else ${pick(['paypal', 'paypal', 'bank', 'balance'], 40)} end,
      o.currency, o.total_amount, 'TX' || to_char(o.paid_at, 'YYYYMMDD') || lpad(g.i::text, 8, '0'), o.paid_at, ${h(41, 4)} = 0
    from ${orders} where o.paid_at is not null
  `),
  )
  // Refunds on about one paid order in twelve, in every SALE_REFUND_STATUS.
  await db.execute(
    sql.raw(`
    insert into sale_refunds (id, did, refund_no, order_id, type, status, currency, amount, reason, images,
      reject_reason, created_at, updated_at, version)
    select o.id || '-r1', o.did, 'RF' || substr(o.order_no, 3), o.id, ${pick(['refund_only', 'return_refund', 'exchange'], 50)},
      r.status, o.currency, greatest(1, o.total_amount * (40 + ${h(51, 61)}) / 100), ${pick(
        [
          '尺码不合适 Wrong size',
          '颜色与图片不符 Colour differs from the photo',
          '印花有瑕疵 Print defect',
          '物流太慢 Delivery too slow',
          '不想要了 No longer needed',
        ],
        52,
      )},
      '[]'::jsonb, case when r.status = '4' then 'Goods already customised 商品已定制' end,
      -- Never in the future: a recent order's refund is dated no later than now.
      least(o.paid_at + interval '1 day', now()),
      least(o.paid_at + interval '1 day' + case when r.status = '1' then interval '0' else interval '1 day' end, now()), 1
    from ${orders} cross join lateral (select (array['1','1','2','3','3','4','5','6'])[1 + ${h(53, 8)}] as status) r
    where o.paid_at is not null and o.status in ('2', '3', '4') and ${h(54, 12)} = 0
  `),
  )
  // Reviews on about one completed order in four.
  await db.execute(
    sql.raw(`
    insert into goods_comments (id, did, order_id, goods_id, goods_title, channel, shop_id, buyer_name, rating,
      content, images, recommended, created_at, updated_at, version)
    select o.id || '-c', o.did, o.id, l.goods_id, l.title, o.channel, o.shop_id, o.buyer_name, r.rating,
      case r.rating when 5 then ${pick(['质量很好，印花清晰 Great quality, crisp print', 'Love it! Fits perfectly', '超出预期，会回购 Will buy again'], 60)}
        when 4 then ${pick(['不错，就是物流慢了点 Good, shipping a bit slow', 'Nice colours, runs slightly small'], 60)}
        when 3 then 'Average, OK for the price 一般般'
        when 2 then 'Print faded after washing 洗后褪色'
        else 'Wrong size sent 发错尺码' end,
      '[]'::jsonb, r.rating = 5 and ${h(61, 3)} = 0, least(o.shipped_at + interval '6 days', now()),
      least(o.shipped_at + interval '6 days', now()), 1
    from ${orders}
      join sale_order_lines l on l.order_id = o.id and l.sort = 1
      cross join lateral (select (array[5,5,5,5,5,4,4,4,3,2,1])[1 + ${h(62, 11)}] as rating) r
    where o.status = '4' and ${h(63, 4)} = 0
  `),
  )
  return count
}

/** Fresh planner statistics after a bulk load (PGlite has no autovacuum to do it). */
export async function analyzeOrderTables(db: Database) {
  await db.execute(
    sql.raw(
      'analyze sale_orders, sale_order_lines, sale_order_history, sale_refunds, goods_comments, sale_payments, shops',
    ),
  )
}

/**
 * The generator of the benchmark: `count` more orders for a tenant (made shops if it has none).
 * Loading many tenants in a row, pass `analyze: false` and analyse once at the end.
 */
export async function generateOrders(
  db: Database,
  tenant: string,
  count: number,
  options: { analyze?: boolean } = {},
): Promise<number> {
  const existingShops = await db.select({ id: shops.id }).from(shops).where(sql`${shops.did} = ${tenant}`).limit(1)
  if (existingShops.length === 0) {
    await db.insert(shops).values(
      demoShopRows(
        tenant,
        CHANNELS.map((channel) => [channel, `${channel} shop`]),
      ),
    )
  }
  const result = await db.execute<{ last: number | null }>(
    sql`select max(substring(id from '-o([0-9]+)$')::int) as last from sale_orders where did = ${tenant} and id like ${`${tenant}-o%`}`,
  )
  const start = Number((result as unknown as { rows: { last: number | null }[] }).rows[0]?.last ?? 0)
  // Chunks keep each statement's working set small (a single 100k statement ran slower on PGlite).
  const CHUNK = 10000
  for (let done = 0; done < count; done += CHUNK) {
    await db.transaction((tx) => insertGeneratedOrders(tx, tenant, start + done, Math.min(CHUNK, count - done)))
  }
  if (options.analyze ?? true) await analyzeOrderTables(db)
  return count
}
