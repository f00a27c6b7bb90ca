// An SmsSender for tests: keeps what would have been sent, so a test can read the code the
// way a person reads their phone.
import type { SmsMessage, SmsSender } from '../modules/auth/sms-sender'

export class RecordingSmsSender implements SmsSender {
  readonly sent: SmsMessage[] = []

  async send(message: SmsMessage) {
    this.sent.push(message)
  }

  lastCode(phone: string): string {
    const message = this.sent.findLast((entry) => entry.phone === phone)
    if (!message) throw new Error(`no SMS was sent to ${phone}`)
    return message.code
  }
}
