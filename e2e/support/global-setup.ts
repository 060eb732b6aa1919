import { existsSync } from 'node:fs';

/** Fails early, with the fix, when the browser the specs drive is missing. */
export default function globalSetup(): void {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) {
    throw new Error(
      `Chromium was not found at ${chromium}. Install Debian's package (apt-get install chromium) ` +
        'or set CHROMIUM_PATH to a Chromium binary.',
    );
  }
}
