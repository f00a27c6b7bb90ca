// The one Drizzle schema, split per area; drizzle-kit and the drivers read it from here.
export * from './accounts'
export * from './auth'
export * from './finance'
export * from './idempotency'
export * from './orders'
export * from './reference'
export * from './shops'
export * from './tenants'
