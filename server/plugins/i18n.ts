// The caller's language for every message of this request (Accept-Language, default zh-cn).
import type { FastifyInstance } from 'fastify'
import { localeOf } from '../i18n/locale'

export function registerI18n(app: FastifyInstance) {
  app.decorateRequest('locale', 'zh-cn')
  app.addHook('onRequest', async (request) => {
    request.locale = localeOf(request.headers['accept-language'])
  })
}
