// Starts the generation worker with the app and stops it cleanly when the app closes.
import type { FastifyInstance } from 'fastify'
import { type GenerationWorker, type GenerationWorkerOptions, startGenerationWorker } from './worker'

export function registerGenerationWorker(app: FastifyInstance, options: GenerationWorkerOptions | false) {
  if (options === false) return
  let worker: GenerationWorker | undefined
  app.addHook('onReady', async () => {
    worker = startGenerationWorker(app.db, app.log, options)
  })
  app.addHook('onClose', async () => {
    await worker?.stop()
  })
}
