// Goods generator: the demo goods (seed) and the 100,000-goods benchmark set, written by SQL on
// the database side (one INSERT … SELECT generate_series per chunk), so it is fast on PGlite too.
// Every value derives from the series number through hashint4: the same tenant, start and count
// give the same goods (only the dates move with now()). Goods use their product model's spec
// prices (empty `spec_prices`), so min/max price come from the model's specs.
// The command line is generate-goods-cli.ts.
import { sql } from 'drizzle-orm'
import { rowsOf } from './rows'
import type { Database } from './types'

const h = (salt: number, mod: number, i = 'g.i') => `((hashint4(${i} * 131 + ${salt})::bigint + 2147483648) % ${mod})`
const lit = (value: string) => `'${value.replaceAll("'", "''")}'`
const pick = (values: readonly string[], salt: number, i = 'g.i') =>
  `(array[${values.map(lit).join(',')}])[1 + ${h(salt, values.length, i)}]`

const DESIGNS = [
  '猫咪宇航员 Cat astronaut',
  '复古日落 Retro sunset',
  '山海之间 Between mountains and sea',
  '像素恐龙 Pixel dino',
  '锦鲤 Lucky koi',
  '咖啡续命 Coffee first',
  '城市夜景 City lights',
  '樱花 Sakura',
  '极简线条 Minimal line face',
  '熊猫功夫 Kung-fu panda',
  '星空鲸鱼 Star whale',
  '柴犬 Shiba smile',
  '龙年大吉 Year of the dragon',
  '冲浪小子 Surf kid',
  '向日葵 Sunflowers',
  '摇滚吉他 Rock guitar',
  '露营之夜 Camp night',
  '几何狐狸 Geometric fox',
  '奶茶星人 Bubble tea lover',
  '机车骑士 Moto rider',
]
const PALETTE = ['E4572E', '17BEBB', 'FFC914', '2E282A', '76B041', '8E44AD', 'F78FB3', '3D5A80', 'EE6C4D', '98C1D9']

/** Status mix: every status present, most goods on sale. */
const STATUS = `case when g.st < 48 then 'on_sale' when g.st < 64 then 'draft' when g.st < 84 then 'off_shelf' when g.st < 92 then 'banned' else 'deleted' end`

export async function insertGeneratedGoods(
  db: Database,
  tenant: string,
  start: number,
  count: number,
): Promise<number> {
  if (count <= 0) return 0
  const design = `split_part(${pick(DESIGNS, 11)}, ' ', 1)`
  const c1 = pick(PALETTE, 12)
  const c2 = pick(PALETTE, 13)
  const svg = `'data:image/svg+xml;utf8,<svg xmlns=''http://www.w3.org/2000/svg'' viewBox=''0 0 120 120''><rect width=''120'' height=''120'' fill=''%23' || b.c1 || '''/><circle cx=''60'' cy=''54'' r=''' || (22 + b.r) || ''' fill=''%23' || b.c2 || '''/><text x=''60'' y=''108'' font-size=''13'' text-anchor=''middle'' fill=''%23fff''>' || b.short || '</text></svg>'`
  await db.execute(
    sql.raw(`
    with s as (
      select id, channel, (row_number() over (order by id))::int - 1 as k, (count(*) over ())::int as n
      from shops where did = ${lit(tenant)}
    ),
    p as (
      select pr.id, pr.category_id, pr.title, (row_number() over (order by pr.id))::int - 1 as k, (count(*) over ())::int as n,
        (select coalesce(min(price), pr.min_price) from product_specs ps where ps.product_id = pr.id) as min_price,
        (select coalesce(max(price), pr.max_price) from product_specs ps where ps.product_id = pr.id) as max_price
      from products pr where pr.did = ${lit(tenant)} and pr.deleted_at is null
    ),
    br as (
      select id, (row_number() over (order by id))::int - 1 as k, (count(*) over ())::int as n
      from brands where did = ${lit(tenant)} and deleted_at is null
    ),
    g as (select i, ${h(1, 100, 'i')} as st from generate_series(${start + 1}, ${start + count}) i),
    b as (
      select g.i, ${STATUS} as status, ${pick(DESIGNS, 11)} as design, ${design} as short, ${c1} as c1, ${c2} as c2,
        ${h(14, 20)} as r, ${h(2, 1000)} as sh, ${h(3, 1000)} as ph, ${h(4, 100)} as bh, ${h(5, 100)} as fl,
        ${h(6, 180 * 86400)} as age, ${h(7, 100)} as nw
      from g
    )
    insert into goods (id, did, goods_no, product_id, category_id, material_id, design_image, title, images, spec_prices,
      min_price, max_price, shop_id, channel, brand_id, status, recommended, brand_recommended, is_new, new_visible,
      new_sort, created_at, updated_at, version)
    select ${lit(tenant)} || '-g' || b.i, ${lit(tenant)}, 'G' || lpad(b.i::text, 7, '0'), p.id, p.category_id, null, ${svg},
      split_part(b.design, ' ', 1) || ' ' || p.title, jsonb_build_array(${svg}), '[]'::jsonb,
      round(p.min_price * 1.6)::bigint, round(p.max_price * 1.6)::bigint, s.id, s.channel,
      case when b.bh < 60 then br.id end, b.status,
      b.fl < 15 and b.status = 'on_sale', b.bh < 20 and br.id is not null and b.status <> 'deleted',
      b.nw < 12 and b.status in ('draft', 'on_sale', 'off_shelf'), b.nw < 6 and b.status in ('draft', 'on_sale', 'off_shelf'),
      b.i % 50, now() - make_interval(secs => b.age), now() - make_interval(secs => b.age / 3), 1 + b.i % 3
    from b
    join s on s.k = b.sh % s.n
    join p on p.k = b.ph % p.n
    left join br on br.k = b.bh % greatest(br.n, 1)
  `),
  )
  return count
}

export async function analyzeGoodsTables(db: Database) {
  await db.execute(sql.raw('analyze goods, products, product_specs, product_sides, product_categories, brands'))
}

/** `count` more goods for a tenant that has shops and product models, numbered after the last. */
export async function generateGoods(db: Database, tenant: string, count: number): Promise<number> {
  const [last] = await rowsOf<{ last: number | null }>(
    db,
    sql`select max(substring(id from '-g([0-9]+)$')::int) as last from goods where did = ${tenant} and id like ${`${tenant}-g%`}`,
  )
  const start = Number(last?.last ?? 0)
  const CHUNK = 10000
  for (let done = 0; done < count; done += CHUNK) {
    await db.transaction((tx) => insertGeneratedGoods(tx, tenant, start + done, Math.min(CHUNK, count - done)))
  }
  await analyzeGoodsTables(db)
  return count
}
