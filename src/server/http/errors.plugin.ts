import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { errorStatus, type ErrorBody, type ErrorCode } from '../../shared/contracts/errors';
import { AppError } from './app-error';

function toBody(
  code: ErrorCode,
  message: string,
  requestId: string,
  fields?: Record<string, string>,
): ErrorBody {
  return { error: { code, message, requestId, ...(fields ? { fields } : {}) } };
}

/** The one place errors become HTTP answers: AppError by its code, validation as 400, the rest as 500. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(errorStatus[error.code])
        .send(toBody(error.code, error.message, request.id, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'request';
        if (path && !fields[path]) fields[path] = issue.message ?? 'Invalid value';
      }
      const first = Object.values(fields)[0] ?? 'The request is not valid.';
      return reply.status(400).send(toBody('validation_failed', first, request.id, fields));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its contract');
      return reply.status(500).send(toBody('internal', 'Something went wrong on our side.', request.id));
    }
    if (error.statusCode === 429) {
      return reply
        .status(429)
        .send(
          toBody('rate_limited', 'Too many attempts. Please wait a few minutes and try again.', request.id),
        );
    }
    if (error.statusCode === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.status(413).send(toBody('payload_too_large', 'The upload is too large.', request.id));
    }
    if (error.statusCode === 415) {
      return reply.status(415).send(toBody('unsupported_media_type', error.message, request.id));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send(toBody('bad_request', error.message, request.id));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(toBody('internal', 'Something went wrong on our side.', request.id));
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send(toBody('not_found', 'Not found.', request.id)),
  );
}
