// `npx tsx server/marketplace-sandbox/main.ts [port]`: runs the sandbox marketplace on its own
// (point a shop's connector baseUrl at the printed address).
import { startMarketplaceSandbox } from './server'

async function main() {
  const port = Number(process.argv[2] ?? process.env.SANDBOX_PORT ?? 0)
  const sandbox = await startMarketplaceSandbox({ port })
  console.log(`Sandbox marketplace (not a real marketplace) at ${sandbox.url}`)
  const stop = () => void sandbox.close().then(() => process.exit(0))
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

void main()
