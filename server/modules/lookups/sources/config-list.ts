// config_list (public): every config dictionary, for pages shown before signing in
// (registration, binding). Signed-in screens use GET /config/list.
import { z } from 'zod'
import { definePublicSource } from '../../ds/public'
import { configList } from '../reference-repository'

export const configListSource = definePublicSource('value', {
  name: 'config_list',
  params: z.object({}),
  handler: (_params, ctx) => configList(ctx.db, ctx.locale),
})
