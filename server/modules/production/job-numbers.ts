// Short job numbers people type on the floor: PJ- and six characters without look-alikes
// (no I, L, O, U), unique per factory (a clash, about one in a billion, draws again).
import { randomInt } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { productionJobs } from '../../db/schema'
import type { Database } from '../../db/types'

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

export function randomJobNo(): string {
  let code = ''
  for (let i = 0; i < 6; i++) code += ALPHABET[randomInt(ALPHABET.length)]
  return `PJ-${code}`
}

export async function newJobNo(tx: Database, factoryId: string): Promise<string> {
  for (;;) {
    const jobNo = randomJobNo()
    const [taken] = await tx
      .select({ id: productionJobs.id })
      .from(productionJobs)
      .where(and(eq(productionJobs.factoryId, factoryId), eq(productionJobs.jobNo, jobNo)))
      .limit(1)
    if (!taken) return jobNo
  }
}
