import { useState } from 'react';
import type { z } from 'zod';
import { ApiError } from './api-client.ts';

export type FieldErrors = Record<string, string>;

const capitalized = (message: string) => message.charAt(0).toUpperCase() + message.slice(1);

/**
 * Checks form values against the contract's schema for the call, so the form says what the server
 * would say, before sending anything.
 */
export function validate<S extends z.ZodType>(
  schema: S,
  values: unknown,
): { ok: true; data: z.output<S> } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.');
    errors[field] ??= capitalized(issue.message);
  }
  return { ok: false, errors };
}

/** The server's field-level messages (`body.password` → `password`). */
export function fieldErrorsOf(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  const errors: FieldErrors = {};
  for (const detail of error.details) {
    const field = detail.path.split('.').slice(1).join('.');
    if (field !== '') errors[field] ??= capitalized(detail.message);
  }
  return errors;
}

/** A message for the whole form: what failed and, where the server says, what to do. */
export function formErrorOf(error: unknown): string | undefined {
  if (error === null || error === undefined) return undefined;
  if (error instanceof ApiError) {
    if (error.code === 'validation_failed' && error.details.length > 0) return undefined;
    return error.message;
  }
  return 'Something went wrong. Please try again.';
}

/**
 * A form's field errors: `check` validates against a schema (resolving the parsed values, or
 * undefined after showing what is wrong), `showServerErrors` shows the server's field messages, and
 * `field` gives a text field its error state and message.
 */
export function useFieldErrors() {
  const [errors, setErrors] = useState<FieldErrors>({});
  return {
    errors,
    check: <S extends z.ZodType>(schema: S, values: unknown): z.output<S> | undefined => {
      const result = validate(schema, values);
      setErrors(result.ok ? {} : result.errors);
      return result.ok ? result.data : undefined;
    },
    showServerErrors: (error: unknown) => {
      setErrors(fieldErrorsOf(error));
    },
    /** A field shows its own error, or the first about something inside it (`audience.list.0`). */
    field: (name: string, hint?: string) => {
      const message =
        errors[name] ?? Object.entries(errors).find(([path]) => path.startsWith(`${name}.`))?.[1];
      return { error: message !== undefined, helperText: message ?? hint };
    },
  };
}
