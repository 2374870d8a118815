// Bundles the server (TypeScript + the shared common/ code) into dist/server; npm packages stay external.
import { build } from 'esbuild';

await build({
  entryPoints: { main: 'server/src/main.ts' },
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
console.log(`server bundle → ${process.env.VITALPLAN_DIST ?? 'dist'}/server/main.js`);
