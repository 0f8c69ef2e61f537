import { z } from 'zod';

/** Every error code the API can answer with, and the HTTP status it maps to: the only error statuses there are. */
export const errorStatus = {
  bad_request: 400,
  validation_failed: 400,
  unauthenticated: 401,
  invalid_credentials: 401,
  forbidden: 403,
  csrf_rejected: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  range_not_satisfiable: 416,
  rate_limited: 429,
  upstream_failed: 502,
  unavailable: 503,
  internal: 500,
} as const;

/** A machine-readable error code. */
export type ErrorCode = keyof typeof errorStatus;

/** The JSON shape of every error answer. `fields` names the input fields at fault, when known. */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.enum(Object.keys(errorStatus) as [ErrorCode, ...ErrorCode[]]),
    message: z.string(),
    requestId: z.string().optional(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

/** A parsed error answer. */
export type ErrorBody = z.infer<typeof errorBodySchema>;
