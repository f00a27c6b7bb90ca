// The built-in writer, used when no AI endpoint is set: it composes the texts by fixed rules from
// the same facts an endpoint gets — design, model, colours, sizes, material, brand and the
// seller's keywords — with sentence templates per language (product names in ru/fr stay as the
// seller wrote them in English). It is not a language model, and the screen says so.
import { buildTitle } from '../seo/public'
import { factsFor } from './prompt'
import type { AiWriter, WriteRequest } from './provider'
import { formatSections } from './sections'

interface Phrases {
  design: (design: string, tags: string) => string
  style: (model: string, colours: string) => string
  material: (material: string) => string
  sizes: (sizes: string) => string
  gift: string
  description: (name: string, design: string, model: string, category: string) => string
  join: string
}

const PHRASES: Record<string, Phrases> = {
  zh: {
    design: (design, tags) => `图案：${design}${tags ? `（${tags}）` : ''}，数码直喷，色彩鲜明、耐洗不褪色`,
    style: (model, colours) => `款式：${model}${colours ? `，可选 ${colours}` : ''}`,
    material: (material) => `材质：${material}`,
    sizes: (sizes) => `尺码：${sizes}，下单前请对照尺码表`,
    gift: '按需印制，每件单独生产，适合自用或送礼',
    description: (name, design, model, category) =>
      `${name}。${design}图案印在${model}上${category ? `，属于${category}` : ''}。每件按订单单独印制，图案清晰，日常穿搭和节日送礼都合适。`,
    join: '、',
  },
  en: {
    design: (design, tags) =>
      `DESIGN: ${design}${tags ? ` (${tags})` : ''}, printed direct-to-garment in vivid, wash-fast colours`,
    style: (model, colours) => `STYLE: ${model}${colours ? `, available in ${colours}` : ''}`,
    material: (material) => `MATERIAL: ${material}`,
    sizes: (sizes) => `SIZES: ${sizes} — check the size chart before ordering`,
    gift: 'PRINTED ON DEMAND: each piece made to order, a thoughtful gift',
    description: (name, design, model, category) =>
      `${name}. The ${design} design printed on a ${model}${category ? ` (${category})` : ''}. Every piece is printed to order with sharp detail, made for everyday wear and for gifting.`,
    join: ', ',
  },
  fr: {
    design: (design, tags) =>
      `MOTIF : ${design}${tags ? ` (${tags})` : ''}, impression directe aux couleurs vives et résistantes au lavage`,
    style: (model, colours) => `MODÈLE : ${model}${colours ? `, coloris ${colours}` : ''}`,
    material: (material) => `MATIÈRE : ${material}`,
    sizes: (sizes) => `TAILLES : ${sizes} — consultez le guide des tailles`,
    gift: 'IMPRIMÉ À LA DEMANDE : chaque pièce fabriquée à la commande, une idée cadeau',
    description: (name, design, model, category) =>
      `${name}. Le motif ${design} imprimé sur ${model}${category ? ` (${category})` : ''}. Chaque pièce est imprimée à la commande, pour tous les jours ou à offrir.`,
    join: ', ',
  },
  ru: {
    design: (design, tags) => `ПРИНТ: ${design}${tags ? ` (${tags})` : ''}, прямая печать яркими стойкими красками`,
    style: (model, colours) => `МОДЕЛЬ: ${model}${colours ? `, цвета: ${colours}` : ''}`,
    material: (material) => `МАТЕРИАЛ: ${material}`,
    sizes: (sizes) => `РАЗМЕРЫ: ${sizes} — сверьтесь с таблицей размеров`,
    gift: 'ПЕЧАТЬ ПОД ЗАКАЗ: каждое изделие печатается отдельно, отличный подарок',
    description: (name, design, model, category) =>
      `${name}. Принт ${design} на изделии ${model}${category ? ` (${category})` : ''}. Каждое изделие печатается под заказ — на каждый день и в подарок.`,
    join: ', ',
  },
}

export const builtinWriter: AiWriter = {
  kind: 'builtin',
  model: 'rules-v1',
  async write(request: WriteRequest, onDelta) {
    const facts = factsFor(request)
    const phrases = PHRASES[request.language] ?? (PHRASES.en as Phrases)
    const name = [facts.brand, facts.design, facts.model].filter(Boolean).join(' ')
    const bullets = [
      phrases.design(facts.design, facts.designTags.slice(0, 3).join(phrases.join)),
      phrases.style(facts.model, facts.colours.join(phrases.join)),
      facts.material ? phrases.material(facts.material) : '',
      facts.sizes.length > 1 ? phrases.sizes(facts.sizes.join('/')) : '',
      phrases.gift,
    ].filter(Boolean)
    const texts = {
      title: buildTitle(
        '{brand} {design} {model} {colour} {keywords}',
        request.facts,
        request.channel,
        request.language,
      ),
      bullets,
      description: phrases.description(name, facts.design, facts.model, facts.category),
      searchTerms: [...facts.keywords, ...facts.designTags, facts.category].filter(Boolean).join(' '),
    }
    // The texts exist at once; they are handed over line by line like an endpoint's stream.
    for (const line of formatSections(texts).split('\n')) onDelta(`${line}\n`)
    return { texts, promptTokens: 0, completionTokens: 0 }
  },
}
