import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import type { Config } from '../config/config';
import { serializeError } from './safe-error';

/** How log lines are written: one JSON object per line, or human-readable coloured lines. */
export type LogFormat = 'pretty' | 'json';

/** LOG_FORMAT resolved: 'auto' is 'pretty' on a terminal and 'json' anywhere else (files, pipes, collectors). */
export function resolveLogFormat(setting: Config['LOG_FORMAT'], isTerminal: boolean): LogFormat {
  if (setting !== 'auto') return setting;
  return isTerminal ? 'pretty' : 'json';
}

/** Where the logger writes; by default stdout, and whether it is a terminal decides the 'auto' format. */
export interface LoggerOutput {
  isTerminal?: boolean;
  destination?: DestinationStream;
}

/**
 * The process logger (pino). pino-pretty is loaded only for the pretty format, so a process logging JSON
 * never loads it. Cookies and authorization headers are redacted; errors are logged without query values.
 * `destination` replaces stdout (tests capture the log with it).
 */
export async function createLogger(
  config: Pick<Config, 'LOG_LEVEL' | 'LOG_FORMAT'>,
  { isTerminal = process.stdout.isTTY === true, destination }: LoggerOutput = {},
): Promise<Logger> {
  const options: LoggerOptions = {
    level: config.LOG_LEVEL,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'apiKey', '*.apiKey', 'body.apiKey'],
    // `err` (what every `log.x({ err })` call uses) goes through serializeError, so a failed query never
    // writes its parameter values.
    serializers: { err: serializeError, error: serializeError },
  };
  if (resolveLogFormat(config.LOG_FORMAT, isTerminal) === 'json') {
    return destination ? pino(options, destination) : pino(options);
  }
  const { default: pretty } = await import('pino-pretty');
  return pino(
    options,
    pretty({
      colorize: isTerminal,
      translateTime: 'SYS:HH:MM:ss.l',
      ignore: 'pid,hostname',
      singleLine: true,
      // Synchronous: the last lines before process.exit (shutdown, start-up errors) are not lost.
      sync: true,
      ...(destination ? { destination } : {}),
    }),
  );
}
