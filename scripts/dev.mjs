// `npm run dev`: the API server with reload (tsx watch) on API_PORT and Vite with hot reload on
// 5173, which proxies /dis/ts to the API. Ctrl-C stops both.
import { spawn } from 'node:child_process'

const apiPort = process.env.API_PORT ?? '8081'
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, API_TARGET: `http://127.0.0.1:${apiPort}` } }),
]
const stop = () => {
  for (const child of children) child.kill('SIGTERM')
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const child of children) child.on('exit', (code) => code && code !== 143 && stop())
