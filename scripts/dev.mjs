#!/usr/bin/env node
// `npm run dev`: the API server restarting on change (tsx watch, port 3000) and Vite's dev server with hot
// reload (port 5173, proxying /api to 3000). Open http://localhost:5173.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173',
    },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => (code ? process.exit(code) : undefined));
