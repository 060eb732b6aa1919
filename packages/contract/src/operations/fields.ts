import { z } from 'zod';

/** An e-mail address as people type it: trimmed and lower-cased before it is checked. */
export const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'must be at most 254 characters')
  .pipe(z.email('must be an e-mail address'));

/** A new password; the server also refuses the most common ones. */
export const newPasswordField = z
  .string()
  .min(8, 'must be at least 8 characters')
  .max(256, 'must be at most 256 characters');

export const nameField = z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters');

export const timestampField = z.iso.datetime({ offset: true });

export const emptyData = z.object({});
