#!/usr/bin/env node
// `npm run admin -- <command>`: server administration commands, e.g. `npm run admin -- reset-link EMAIL`
// (`npm run admin -- help` lists them). Runs the TypeScript sources through tsx: a command run now and then
// needs no build (`npm start` runs the compiled dist/server instead).
import { register } from 'tsx/esm/api';

register();
const { runAdminCommand } = await import('../src/server/admin.ts');
try {
  process.exitCode = await runAdminCommand(process.argv.slice(2), {
    out: (line) => console.log(line),
    error: (line) => console.error(line),
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
