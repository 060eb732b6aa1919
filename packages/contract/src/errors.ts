import { z } from 'zod';

/**
 * Stable, snake_case error codes. The HTTP status of every failure is derived from its code, so the
 * server and the web client agree on what a status means.
 */
export const ERROR_STATUS = {
  bad_request: 400,
  validation_failed: 400,
  /** A link's token is unknown, used or expired. */
  invalid_token: 400,
  /** A second-factor code (TOTP or recovery code) is wrong. */
  invalid_code: 400,
  unauthorized: 401,
  /** Wrong e-mail or password; the message does not say which. */
  invalid_credentials: 401,
  forbidden: 403,
  /** A state-changing call from another site (cross-site request forgery protection). */
  cross_site_request: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal_error: 500,
  not_ready: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const errorCodeSchema = z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]);

/** One problem with one field of a request: `path` names the field, e.g. `body.email` or `query.limit`. */
export const fieldErrorSchema = z.object({
  path: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const errorEnvelopeSchema = z
  .object({
    error: z.object({
      code: errorCodeSchema,
      message: z.string(),
      details: z.array(fieldErrorSchema).optional(),
    }),
  })
  .meta({ id: 'ErrorEnvelope', description: 'Every failed call answers with this body.' });
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** The status for a code; unknown codes are server errors. */
export function statusForCode(code: ErrorCode): number {
  return ERROR_STATUS[code];
}
