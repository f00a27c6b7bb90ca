// Whatever a writer produced, the draft respects the channel: the title within its limit and
// without its forbidden words, at most five bullets of 500 characters, a description of 2,000,
// and search terms within the channel's field (bytes on Amazon), whole terms only.
import { AI_BULLET_MAX_CHARS, AI_BULLETS_MAX, AI_DESCRIPTION_MAX_CHARS } from '../../../src/contract/ai-content'
import { forbiddenWordsIn, measure } from '../../../src/contract/channel-text-check'
import { CHANNEL_TEXT_RULES } from '../../../src/contract/channel-text-rules'
import type { Channel } from '../../../src/contract/dictionaries'
import type { AiTexts } from '../../db/schema'
import { cutTo } from '../seo/public'

function withoutForbidden(text: string, channel: Channel): string {
  let out = text
  for (const word of forbiddenWordsIn(text, channel))
    out = out.replace(new RegExp(word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'giu'), '')
  return out.replace(/[ \t]+/g, ' ').trim()
}

export function fitTexts(texts: AiTexts, channel: Channel): AiTexts {
  const rule = CHANNEL_TEXT_RULES[channel]
  const terms: string[] = []
  for (const term of texts.searchTerms.split(/[\s,，;；]+/).filter(Boolean)) {
    const next = [...terms, term].join(' ')
    if (measure(next, rule.unit) > rule.searchTermsMax) break
    if (!terms.some((known) => known.toLowerCase() === term.toLowerCase())) terms.push(term)
  }
  return {
    title: cutTo(withoutForbidden(texts.title, channel), rule.titleMax),
    bullets: texts.bullets
      .map((bullet) => cutTo(withoutForbidden(bullet, channel), AI_BULLET_MAX_CHARS))
      .filter(Boolean)
      .slice(0, AI_BULLETS_MAX),
    description: cutTo(withoutForbidden(texts.description, channel), AI_DESCRIPTION_MAX_CHARS),
    searchTerms: withoutForbidden(terms.join(' '), channel),
  }
}
