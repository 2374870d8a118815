// Development: the API with reload (tsx watch) on :3000 and Vite's dev server on :5173 proxying /api.
import { spawn } from 'node:child_process';

const children = [
  spawn('node_modules/.bin/tsx', ['watch', 'server/src/main.ts'], {
    stdio: 'inherit',
    // Pages are served by Vite here, so mailed links must open Vite's origin (unless PUBLIC_URL says otherwise).
    env: { PUBLIC_URL: 'http://localhost:5173', ...process.env, STATIC_DIR: '/nonexistent' },
  }),
  spawn('node_modules/.bin/vite', ['--config', 'client/vite.config.ts'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
