import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config/config';
import { createBackup, defaultBackupName } from './backup.dump';
import { restoreBackup } from './backup.restore';

/** Where the commands print (the console in the scripts; a collector in tests). */
export interface CommandOutput {
  log(line: string): void;
}

/** How a command runs: where it prints, and the folder relative file arguments are resolved against. */
export interface CommandContext {
  output?: CommandOutput;
  /**
   * The folder the user ran the command in (npm runs scripts in the package folder and passes the user's
   * folder as INIT_CWD); default: the current folder.
   */
  workingDir?: string;
}

/** A byte count for people: `812 B`, `4.2 KB`, `17.0 MB` (powers of 1024). */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} ${units[0]}` : `${value.toFixed(1)} ${units[unit]}`;
}

const tableLabel = (table: { schema: string; name: string }) =>
  table.schema === 'public' ? table.name : `${table.schema}.${table.name}`;

/**
 * `npm run backup [-- --output FILE]`: configuration from the environment (DATA_DIR, DATABASE_URL,
 * MEDIA_DIR), then {@link createBackup} to FILE (default: a dated name in the user's folder); prints the
 * archive's path, size and counts.
 */
export async function runBackupCommand(argv: string[], context: CommandContext = {}): Promise<void> {
  const output = context.output ?? console;
  const workingDir = context.workingDir ?? process.cwd();
  const { values } = parseArgs({
    args: argv,
    options: { output: { type: 'string', short: 'o' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    output.log('Usage: npm run backup [-- --output FILE]');
    output.log(
      'Writes the database and the media files to one .tar.gz archive (works while Postforge runs).',
    );
    return;
  }
  const startedAt = Date.now();
  const summary = await createBackup(loadConfig(), {
    output: resolve(workingDir, values.output ?? defaultBackupName(new Date())),
  });
  const rows = summary.manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  const source = {
    'running-app': 'the running Postforge',
    embedded: 'the embedded database (started for the backup)',
    'database-url': 'DATABASE_URL',
  }[summary.source];
  output.log(`Backup written: ${summary.file}`);
  output.log(`  size       ${formatBytes(summary.bytes)}`);
  output.log(`  from       ${source}, version ${summary.manifest.appVersion}`);
  output.log(`  migrations ${summary.manifest.migrations.length}`);
  output.log(`  tables     ${summary.manifest.tables.length} (${rows} rows)`);
  for (const table of summary.manifest.tables) {
    output.log(`    ${tableLabel(table).padEnd(28)} ${String(table.rows).padStart(8)} rows`);
  }
  output.log(`  media      ${summary.mediaFiles} files (${formatBytes(summary.mediaBytes)})`);
  output.log(`  took       ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
  output.log(
    'Queued background jobs are not part of a backup. Keep the file private: it holds password hashes.',
  );
}

/**
 * `npm run restore -- FILE`: configuration from the environment, then {@link restoreBackup} into the
 * empty instance it describes; prints what was restored.
 */
export async function runRestoreCommand(argv: string[], context: CommandContext = {}): Promise<void> {
  const output = context.output ?? console;
  const workingDir = context.workingDir ?? process.cwd();
  const { values, positionals } = parseArgs({
    args: argv,
    options: { help: { type: 'boolean', short: 'h' } },
    allowPositionals: true,
  });
  const [file] = positionals;
  if (values.help || !file || positionals.length > 1) {
    output.log('Usage: npm run restore -- FILE');
    output.log('Restores a backup archive into an empty instance (stop Postforge first).');
    if (!values.help) process.exitCode = 2;
    return;
  }
  const startedAt = Date.now();
  const summary = await restoreBackup(loadConfig(), resolve(workingDir, file));
  const rows = summary.tables.reduce((sum, table) => sum + table.rows, 0);
  output.log(`Restored ${file}`);
  output.log(`  made       ${summary.manifest.createdAt} by version ${summary.manifest.appVersion}`);
  output.log(
    `  into       ${summary.target === 'embedded' ? 'the embedded database of DATA_DIR' : 'DATABASE_URL'}`,
  );
  output.log(`  tables     ${summary.tables.length} (${rows} rows)`);
  for (const table of summary.tables) {
    output.log(`    ${tableLabel(table).padEnd(28)} ${String(table.rows).padStart(8)} rows`);
  }
  output.log(
    `  migrations ${summary.manifest.migrations.length} from the backup, ${summary.newerMigrations} newer applied`,
  );
  output.log(
    `  media      ${summary.mediaFiles} files (${formatBytes(summary.mediaBytes)})` +
      (summary.mediaAlreadyPresent ? `, ${summary.mediaAlreadyPresent} were already there` : ''),
  );
  output.log(`  took       ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
  output.log('Start Postforge and sign in with your usual password.');
}
