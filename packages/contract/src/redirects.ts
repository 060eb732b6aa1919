/**
 * A path on this site to return to after signing in, or undefined when the value could lead
 * elsewhere (absolute URLs, protocol-relative `//host`, backslash tricks, control characters).
 */
export function safeRedirectPath(value: string | null | undefined): string | undefined {
  if (value === null || value === undefined || value.length > 2000) return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return undefined;
  return value;
}
