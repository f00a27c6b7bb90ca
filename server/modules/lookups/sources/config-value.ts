// config_value: one config dictionary by code (POST /ds/config_value, body { code }).
import { z } from 'zod'
import { CONFIG_CODES } from '../../../../src/contract/dictionaries'
import { defineSource } from '../../ds/public'
import { configValue } from '../reference-repository'

export const configValueSource = defineSource('value', {
  name: 'config_value',
  params: z.object({ code: z.enum(CONFIG_CODES) }),
  handler: ({ code }, ctx) => configValue(ctx.db, ctx.locale, code),
})
