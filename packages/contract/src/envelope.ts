import { z } from 'zod';

/** Every JSON success response wraps its payload as `{ data: … }`. */
export function dataEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ data });
}
