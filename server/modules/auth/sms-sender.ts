// How SMS codes leave the server. A real gateway implements SmsSender; the default `log`
// sender writes the code to the server log (development, demos, tests read it there).
import type { FastifyBaseLogger } from 'fastify'

export interface SmsMessage {
  phone: string
  code: string
  purpose: string
  /** The full text in the recipient's language, for gateways that send free text. */
  text: string
  /** A key the gateway deduplicates on (a notification's id), so a resent message arrives once. */
  key?: string
}

export interface SmsSender {
  send(message: SmsMessage): Promise<void>
}

export function createLogSmsSender(log: FastifyBaseLogger): SmsSender {
  return {
    async send({ phone, code, purpose, text, key }) {
      // Notifications carry no code: their text is what the phone would show.
      if (purpose === 'notification') log.info({ purpose, key }, `SMS to ${phone}: ${text}`)
      else log.info({ purpose }, `SMS code for ${phone}: ${code}`)
    },
  }
}
