import { defineConfig } from 'tsup'

// The server is bundled to dist-server/ for `npm start`; npm dependencies stay external.
export default defineConfig({
  entry: { main: 'server/main.ts', 'seed-cli': 'server/db/seed-cli.ts' },
  outDir: 'dist-server',
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  splitting: false,
  tsconfig: 'server/tsconfig.json',
})
