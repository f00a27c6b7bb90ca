// Reads SMS codes from the server log: the default `log` sender writes
// "SMS code for <phone>: <code>" there (README, server/modules/auth/sms-sender.ts).
import { readFile } from 'node:fs/promises'
import { expect } from '@playwright/test'
import { e2eServerLog } from './e2e-run'

export async function latestSmsCode(phone: string): Promise<string> {
  let code: string | undefined
  await expect
    .poll(async () => {
      const log = await readFile(e2eServerLog, 'utf8').catch(() => '')
      const matches = [...log.matchAll(new RegExp(`SMS code for ${phone}: (\\d{6})`, 'g'))]
      code = matches.at(-1)?.[1]
      return code
    })
    .toBeTruthy()
  return code as string
}

/** A phone number no other test uses: 11 digits starting with 1. */
export function uniquePhone(): string {
  return `139${String(Date.now()).slice(-8)}`
}
