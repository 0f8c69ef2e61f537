#!/usr/bin/env node
// `npm run backup [-- --output FILE]`: the database and media files of this instance in one archive. Runs the
// TypeScript sources through tsx, like `npm start` (see src/server/modules/backup/backup.command.ts).
import { register } from 'tsx/esm/api';

register();
// Ctrl-C or a stop signal: exit through 'exit' handlers, so an embedded server this command started is stopped.
process.once('SIGINT', () => process.exit(130));
process.once('SIGTERM', () => process.exit(143));
const { runBackupCommand } = await import('../src/server/modules/backup/backup.command.ts');
try {
  // npm runs scripts in the package folder: file arguments are relative to where the user typed the command.
  await runBackupCommand(process.argv.slice(2), { workingDir: process.env.INIT_CWD ?? process.cwd() });
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
