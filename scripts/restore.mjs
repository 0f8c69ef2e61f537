#!/usr/bin/env node
// `npm run restore -- FILE`: brings an empty instance back to a backup archive. Runs the TypeScript sources
// through tsx, like `npm start` (see src/server/modules/backup/backup.command.ts).
import { register } from 'tsx/esm/api';

register();
// Ctrl-C or a stop signal: exit through 'exit' handlers, so an embedded server this command started is stopped.
process.once('SIGINT', () => process.exit(130));
process.once('SIGTERM', () => process.exit(143));
const { runRestoreCommand } = await import('../src/server/modules/backup/backup.command.ts');
try {
  // npm runs scripts in the package folder: file arguments are relative to where the user typed the command.
  await runRestoreCommand(process.argv.slice(2), { workingDir: process.env.INIT_CWD ?? process.cwd() });
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
