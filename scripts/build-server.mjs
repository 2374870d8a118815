// Bundles the server (TypeScript + the shared common/ code) into dist/server; npm packages stay external.
import { build } from 'esbuild';

await build({
  entryPoints: {
    main: 'server/src/main.ts',
    worker: 'server/src/worker.ts',
    // The packaged-food import (npm run foods:import), runnable in the production image without tsx.
    'foods-import': 'server/src/cli/foods-import.ts',
    // The embedded database's thread, loaded by file name beside main.js (db/client.ts).
    'pglite-thread': 'server/src/db/pglite-thread.js',
  },
  outdir: `${process.env.VITALPLAN_DIST ?? 'dist'}/server`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  tsconfig: 'tsconfig.json',
  logLevel: 'warning',
});
console.log(
  `server bundles → ${process.env.VITALPLAN_DIST ?? 'dist'}/server/{main,worker,foods-import,pglite-thread}.js`,
);
