// Team management and account settings calls (TEAM_PATHS), registered as one plugin.
import type { FastifyInstance } from 'fastify'
import type { FileStorage } from '../../lib/file-storage'
import { bindingRoutes } from './binding-routes'
import { memberRoutes } from './member-routes'
import { preferenceRoutes } from './preference-routes'
import { profileRoutes } from './profile-routes'
import { roleRoutes } from './role-routes'

export async function teamRoutes(app: FastifyInstance, options: { storage?: FileStorage } = {}) {
  await app.register(roleRoutes)
  await app.register(memberRoutes)
  await app.register(profileRoutes, { storage: options.storage })
  await app.register(preferenceRoutes)
  await app.register(bindingRoutes)
}
