import pino, { type DestinationStream, type Logger } from 'pino';
import { serializeError } from './safe-error';

/**
 * The app's pino logger: cookies and authorization headers redacted, and `err` (what every `log.x({ err })`
 * call uses) serialised by `serializeError`, so a failed query never writes its parameter values.
 * `destination` replaces stdout (tests capture the log with it).
 */
export function createLogger(options: { level: string; destination?: DestinationStream }): Logger {
  return pino(
    {
      level: options.level,
      redact: ['req.headers.cookie', 'req.headers.authorization'],
      serializers: { err: serializeError, error: serializeError },
    },
    options.destination,
  );
}
