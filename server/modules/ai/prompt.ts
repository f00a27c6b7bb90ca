// What the endpoint is asked: a system message with the channel's rules and the answer format,
// and a user message carrying the goods' facts as JSON (already in the wanted language).
import { CHANNEL_TEXT_RULES } from '../../../src/contract/channel-text-rules'
import { inLanguage } from '../../lib/bilingual'
import { factLanguage, keywordsFor } from '../seo/public'
import type { WriteRequest } from './provider'

const LANGUAGE_NAMES: Record<string, string> = { zh: 'Simplified Chinese', en: 'English', ru: 'Russian', fr: 'French' }

export function factsFor(request: WriteRequest) {
  const { facts, channel, language } = request
  const lang = factLanguage(language)
  return {
    language,
    channel,
    brand: facts.brand,
    design: inLanguage(facts.design, lang),
    designTags: facts.designTags,
    model: inLanguage(facts.model, lang),
    category: inLanguage(facts.category, lang),
    colours: facts.colours.map((colour) => colour[lang]),
    sizes: facts.sizes,
    material: facts.material,
    keywords: keywordsFor(facts, channel, language),
  }
}

export function buildMessages(request: WriteRequest) {
  const rule = CHANNEL_TEXT_RULES[request.channel]
  const system = [
    `You write product listing content for the ${request.channel} marketplace channel.`,
    `Write in ${LANGUAGE_NAMES[request.language] ?? 'English'} only, from the facts given; invent no certifications or materials.`,
    `The title must be at most ${rule.titleMax} characters. Up to 5 bullet points. Search terms: at most ${rule.searchTermsMax} ${rule.unit === 'byte' ? 'bytes' : 'characters'}, separated by spaces, no repeats.`,
    `Never use these words: ${rule.forbiddenWords.join(', ')}.`,
    'Answer in exactly this format and nothing else:',
    'TITLE: <title>',
    'BULLETS:',
    '- <bullet>',
    'DESCRIPTION:',
    '<one or two paragraphs>',
    'SEARCH TERMS: <terms>',
  ].join('\n')
  const user = `Write the listing for this product.\nFACTS:${JSON.stringify(factsFor(request))}`
  return [
    { role: 'system', content: system },
    { role: 'user', content: user },
  ]
}
