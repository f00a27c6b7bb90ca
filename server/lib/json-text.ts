// JSON the database already wrote, sent as is. An order page is one JSON text built by SQL;
// parsing it into 50 objects and stringifying them again cost the server more than the page
// query's own JavaScript (JSON.parse, per-row ISO conversions, Fastify's JSON.stringify and the
// garbage). `okJson` writes the envelope around such texts; anything that stringifies a value
// holding one the ordinary way (a batch answer, a stored idempotent answer) still gets the same
// JSON through toJSON.
import { randomBytes } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { ok } from './envelope'

export class JsonText {
  /** `text` must be valid JSON, written exactly as JSON.stringify would write the same value. */
  constructor(readonly text: string) {}

  toJSON(): unknown {
    return JSON.parse(this.text)
  }
}

/** Holds the place of a JsonText while the rest is stringified; random, so no data can spell it. */
const MARK = `\u0000json-text:${randomBytes(16).toString('hex')}:`
const QUOTED_MARKS = new RegExp(`${JSON.stringify(MARK).slice(0, -1).replaceAll('\\', '\\\\')}(\\d+)"`, 'g')

const holdsText = (value: object) => Object.values(value).some((inner) => inner instanceof JsonText)

/**
 * JSON.stringify(value), with every JsonText inside written as its text. The texts are swapped for
 * marks when their holder is visited (JSON.stringify would call a JsonText's toJSON, i.e. parse it,
 * before a replacer saw the JsonText itself).
 */
export function stringifyWithText(value: unknown): string {
  if (value instanceof JsonText) return value.text
  const texts: string[] = []
  const mark = (inner: unknown) => {
    if (!(inner instanceof JsonText)) return inner
    texts.push(inner.text)
    return `${MARK}${texts.length - 1}`
  }
  const json = JSON.stringify(value, (_key, inner: unknown) => {
    if (inner === null || typeof inner !== 'object' || !holdsText(inner)) return inner
    if (Array.isArray(inner)) return inner.map(mark)
    return Object.fromEntries(Object.entries(inner).map(([key, held]) => [key, mark(held)]))
  })
  if (texts.length === 0) return json
  return json.replace(QUOTED_MARKS, (_whole, index: string) => texts[Number(index)] ?? 'null')
}

/** The success envelope of `data` as JSON text, for a handler to return (same bytes as ok()). */
export function okJson(request: FastifyRequest, reply: FastifyReply, data: unknown): string {
  reply.type('application/json; charset=utf-8')
  return stringifyWithText(ok(request, data))
}
