// Starts the job worker with the app, stops it when the app closes, and lets routes wake it
// right after they added a job (`app.jobs.wake()`), so work starts without waiting a tick.
import type { FastifyInstance } from 'fastify'
import { type JobWorker, type JobWorkerOptions, startJobWorker } from './worker'

export interface JobsHandle {
  wake(): void
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobsHandle
  }
}

export function registerJobWorker(app: FastifyInstance, options: JobWorkerOptions | false) {
  let worker: JobWorker | undefined
  app.decorate('jobs', { wake: () => worker?.wake() })
  if (options === false) return
  app.addHook('onReady', async () => {
    worker = startJobWorker({ db: app.db, log: app.log, config: app.config }, options)
  })
  app.addHook('onClose', async () => {
    await worker?.stop()
  })
}
