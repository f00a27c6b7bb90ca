// Regenerates src/routeTree.gen.ts without a build (after a merge took one side of it): the same
// generator and settings the router plugin in vite.config.ts uses.
import { Generator, getConfig } from '@tanstack/router-generator'

const config = getConfig({
  target: 'react',
  autoCodeSplitting: true,
  routesDirectory: 'src/routes',
  generatedRouteTree: 'src/routeTree.gen.ts',
})
await new Generator({ config, root: process.cwd() }).run()
