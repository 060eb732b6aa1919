/**
 * The web app's one way to record a failure it handles itself ("logged only" in the spec): to the
 * browser console, where a developer or a bug report can find it.
 */
export function logError(message: string, error?: unknown): void {
  // eslint-disable-next-line no-console -- this module is the console's single entry point
  if (error === undefined) console.error(message);
  // eslint-disable-next-line no-console -- this module is the console's single entry point
  else console.error(message, error);
}
