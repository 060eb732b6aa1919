import os from 'node:os';
import path from 'node:path';

/** Where the e2e server's SMTP relay (a sink) drops each e-mail it receives, one JSON file each. */
export const MAIL_DIR = path.join(os.tmpdir(), `parley-e2e-mail-${process.env.E2E_PORT ?? '3100'}`);
