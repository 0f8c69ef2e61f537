import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorStatus, type ErrorBody, type ErrorCode } from '../../shared/contracts/errors';
import { translate } from '../i18n/i18n';
import { localeOfRequest } from '../i18n/request-locale';
import type { UserText } from '../i18n/user-text';
import type { InterfaceLocale } from '../../shared/domain/locales';
import { findPostgresError, serializeError } from '../logging/safe-error';
import { AppError } from './app-error';
import { fieldErrorsFromIssues } from './validation-errors';

/** How an error is answered (texts in any language), and whether it is worth a log line. */
interface ErrorAnswer {
  code: ErrorCode;
  message: UserText;
  fields?: Readonly<Record<string, UserText>>;
  /** 'error' for our own faults (5xx), 'warn' for bad input that got further than it should have. */
  log?: 'warn' | 'error';
}

const internal: ErrorAnswer = {
  code: 'internal',
  message: 'Something went wrong on our side.',
  log: 'error',
};

/**
 * Errors Fastify, its body parsers and our plugins raise, by code, with messages of our own: theirs may
 * echo the path or the body ("'/%zz' is not a valid url component").
 */
const knownErrors: Record<string, Omit<ErrorAnswer, 'log'>> = {
  FST_ERR_BAD_URL: { code: 'bad_request', message: 'The address of this request is not valid.' },
  FST_ERR_MAX_PARAM_LENGTH: { code: 'bad_request', message: 'The address of this request is too long.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'unsupported_media_type',
    message: 'This content type is not accepted here: send JSON.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: 'bad_request',
    message: 'The request body does not match its Content-Length.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'bad_request', message: 'The request body is empty.' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'bad_request', message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'payload_too_large', message: 'The request is too large.' },
  FST_CP_ERR_INVALID_CONTENT_ENCODING: {
    code: 'unsupported_media_type',
    message: 'This content encoding is not accepted.',
  },
  FST_CP_ERR_INVALID_CONTENT: { code: 'bad_request', message: 'The request body could not be decompressed.' },
  // @fastify/multipart
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    code: 'unsupported_media_type',
    message: 'Send the file as multipart/form-data.',
  },
  FST_PROTO_VIOLATION: { code: 'bad_request', message: 'The form has a field name that is not allowed.' },
  FST_INVALID_JSON_FIELD_ERROR: { code: 'bad_request', message: 'A form field is not valid JSON.' },
  FST_MP_PREMATURE_CLOSE: { code: 'bad_request', message: 'The upload ended before the form was complete.' },
  FST_PARTS_LIMIT: { code: 'bad_request', message: 'The form has too many parts.' },
  FST_FILES_LIMIT: { code: 'bad_request', message: 'Send one file per upload.' },
  FST_FIELDS_LIMIT: { code: 'bad_request', message: 'The form has too many fields.' },
  FST_REQ_FILE_TOO_LARGE: { code: 'payload_too_large', message: 'The upload is too large.' },
};

/**
 * The multipart parser (busboy) raises plain errors, without a code, for a form that is malformed: no or a
 * wrong boundary, truncated data, a bad part header.
 */
const malformedMultipart =
  /^Multipart: |Boundary required|multipart data|Malformed part header|Unexpected end of/i;

/**
 * PostgreSQL errors that mean the input was wrong (a check missing at the contract edge, so logged as a
 * warning) rather than that the server failed, by SQLSTATE: class 22 is "data exception" (22021 a NUL
 * byte or a character the encoding lacks, 22P02 invalid text for a type, 22001 too long, 22003 out of
 * range, 22P05 untranslatable character…); 23xxx integrity violations; 54000 a value too large to index.
 */
function databaseAnswer(sqlState: string): ErrorAnswer {
  if (sqlState.startsWith('22')) {
    return {
      code: 'bad_request',
      message: 'The request contains a value that cannot be stored.',
      log: 'warn',
    };
  }
  if (sqlState === '23505') return { code: 'conflict', message: 'This already exists.', log: 'warn' };
  if (sqlState === '23503') {
    return {
      code: 'bad_request',
      message: 'The request refers to something that does not exist.',
      log: 'warn',
    };
  }
  if (sqlState.startsWith('23') || sqlState === '54000') {
    return {
      code: 'bad_request',
      message: 'The request contains a value that cannot be stored.',
      log: 'warn',
    };
  }
  if (
    sqlState.startsWith('08') ||
    sqlState.startsWith('53') ||
    sqlState.startsWith('57') ||
    sqlState.startsWith('40')
  ) {
    return {
      code: 'unavailable',
      message: 'The server is busy. Please try again in a moment.',
      log: 'error',
    };
  }
  return internal;
}

/** Status codes our error shape has a code for; other 4xx statuses from libraries become 400. */
const codeByStatus = new Map<number, ErrorCode>([
  [401, 'unauthenticated'],
  [403, 'forbidden'],
  [404, 'not_found'],
  [409, 'conflict'],
  [413, 'payload_too_large'],
  [415, 'unsupported_media_type'],
  [429, 'rate_limited'],
]);

/** Maps any error a request can raise to its answer (status from the code's entry in `errorStatus`). */
export function answerFor(error: unknown): ErrorAnswer {
  if (error instanceof AppError) {
    return {
      code: error.code,
      message: error.text,
      ...(error.fieldTexts ? { fields: error.fieldTexts } : {}),
    };
  }
  if (!(error instanceof Error)) return internal;
  const fastifyError = error as Partial<FastifyError>;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const root = error.validationContext === 'querystring' ? 'query' : (error.validationContext ?? 'request');
    const { message, fields } = fieldErrorsFromIssues(
      error.validation.map((issue) => ({
        path: issue.instancePath.split('/'),
        message: issue.message ?? 'Invalid value',
        detail: { ...issue.params, code: issue.keyword },
      })),
      root,
    );
    return { code: 'validation_failed', message, fields };
  }
  if (fastifyError.code === 'FST_ERR_RESPONSE_SERIALIZATION') return internal;
  const known = typeof fastifyError.code === 'string' ? knownErrors[fastifyError.code] : undefined;
  if (known) return known;
  const postgres = findPostgresError(error);
  if (postgres) return databaseAnswer(postgres.code);
  if (!fastifyError.code && malformedMultipart.test(error.message)) {
    return { code: 'bad_request', message: 'The upload could not be read: the form data is malformed.' };
  }
  if (error instanceof SyntaxError && fastifyError.statusCode === 400) {
    return knownErrors.FST_ERR_CTP_INVALID_JSON_BODY ?? internal;
  }
  const status = fastifyError.statusCode;
  if (status === 429) {
    return { code: 'rate_limited', message: 'Too many attempts. Please wait a few minutes and try again.' };
  }
  if (status !== undefined && status >= 400 && status < 500) {
    // A library's 4xx (better-auth answers 422 to some sign-ups): keep the status only when our error shape
    // has a code for it, and never its message, which may quote the input.
    return {
      code: codeByStatus.get(status) ?? 'bad_request',
      message: 'The request could not be processed.',
    };
  }
  return internal;
}

/** The JSON error shape, its texts in `locale`. */
function toBody(answer: ErrorAnswer, locale: InterfaceLocale, requestId: string): ErrorBody {
  const fields = answer.fields
    ? Object.fromEntries(
        Object.entries(answer.fields).map(([field, text]) => [field, translate(locale, text)]),
      )
    : undefined;
  return {
    error: {
      code: answer.code,
      message: translate(locale, answer.message),
      requestId,
      ...(fields ? { fields } : {}),
    },
  };
}

/** Logs an error that needs it, through the safe serializer (no query parameters, no quoted values). */
function logAnswer(request: FastifyRequest, error: unknown, answer: ErrorAnswer): void {
  if (!answer.log) return;
  const details = { err: serializeError(error), errorCode: answer.code };
  if (answer.log === 'error') request.log.error(details, 'request failed');
  else request.log.warn(details, 'bad input reached a later check than the contract');
}

function send(request: FastifyRequest, reply: FastifyReply, error: unknown): FastifyReply {
  const answer = answerFor(error);
  logAnswer(request, error, answer);
  // A file route may have set its headers before failing.
  reply.removeHeader('content-disposition');
  reply.removeHeader('content-length');
  return reply
    .status(errorStatus[answer.code])
    .header('x-request-id', request.id)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(toBody(answer, localeOfRequest(request), request.id));
}

/**
 * Fastify's `frameworkErrors` option: the router's errors (bad percent-encoding, an over-long parameter)
 * happen before any route or hook, so they are answered here, in our shape, with a request id, and without
 * echoing the path.
 */
export function handleFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  void send(request, reply, error);
}

/**
 * Fastify's `clientErrorHandler`: a request the HTTP parser could not read (malformed request line or
 * headers, headers too large) gets our JSON shape with a fresh request id, then the connection closes. Its
 * headers were not read, so its language is unknown: the message is English.
 */
export function handleClientError(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) return;
  const isTooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const requestId = randomUUID();
  const body = JSON.stringify({
    error: {
      code: 'bad_request',
      message: isTooLarge ? 'The request headers are too large.' : 'The request could not be read.',
      requestId,
    },
  } satisfies ErrorBody);
  socket.end(
    'HTTP/1.1 400 Bad Request\r\n' +
      `content-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\n` +
      `x-request-id: ${requestId}\r\nconnection: close\r\n\r\n${body}`,
  );
}

/**
 * The one place errors become HTTP answers: AppError by its code; validation as 400 with the fields;
 * Fastify's, the body parsers' and multipart's errors by their codes; PostgreSQL's by SQLSTATE; anything
 * else as 500. Every answer is `{ error: { code, message, requestId, fields? } }` with a status from
 * `errorStatus`, its texts in the language of the request's `Accept-Language` (English by default).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request, reply) => send(request, reply, error));
  app.setNotFoundHandler((request, reply) => send(request, reply, new AppError('not_found', 'Not found.')));
}
