// The plain-text answer format both writers use — sections a person can read while it streams:
//   TITLE: …
//   BULLETS:
//   - …
//   DESCRIPTION:
//   …
//   SEARCH TERMS: …
// Parsed at the end; an answer without a title and a description is garbage.
import type { AiTexts } from '../../db/schema'

export function formatSections(texts: AiTexts): string {
  return [
    `TITLE: ${texts.title}`,
    'BULLETS:',
    ...texts.bullets.map((bullet) => `- ${bullet}`),
    'DESCRIPTION:',
    texts.description,
    `SEARCH TERMS: ${texts.searchTerms}`,
  ].join('\n')
}

type Section = 'title' | 'bullets' | 'description' | 'searchTerms' | null

const HEADINGS: [RegExp, Exclude<Section, null>][] = [
  [/^\s*\**title\**\s*[:：]\s*(.*)$/i, 'title'],
  [/^\s*\**bullets?( points)?\**\s*[:：]\s*(.*)$/i, 'bullets'],
  [/^\s*\**description\**\s*[:：]\s*(.*)$/i, 'description'],
  [/^\s*\**search terms\**\s*[:：]\s*(.*)$/i, 'searchTerms'],
]

export function parseSections(text: string): AiTexts | null {
  const out = { title: '', bullets: [] as string[], description: [] as string[], searchTerms: '' }
  let section: Section = null
  for (const line of text.split(/\r?\n/)) {
    const heading = HEADINGS.find(([pattern]) => pattern.test(line))
    if (heading) {
      section = heading[1]
      const rest = (heading[0].exec(line)?.at(-1) ?? '').trim()
      if (section === 'title') out.title = rest
      else if (section === 'searchTerms') out.searchTerms = rest
      else if (section === 'description' && rest) out.description.push(rest)
      else if (section === 'bullets' && rest) out.bullets.push(rest.replace(/^[-*•]\s*/, ''))
      continue
    }
    const value = line.trim()
    if (!value) continue
    if (section === 'bullets') out.bullets.push(value.replace(/^[-*•\d.)]+\s*/, ''))
    else if (section === 'description') out.description.push(value)
    else if (section === 'searchTerms') out.searchTerms = `${out.searchTerms} ${value}`.trim()
  }
  const description = out.description.join('\n')
  if (!out.title || !description) return null
  return { title: out.title, bullets: out.bullets.filter(Boolean), description, searchTerms: out.searchTerms }
}
