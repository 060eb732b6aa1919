// `npm run bench`: runs every bench/*.bench.ts in turn; each prints its own figures.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

const benches = readdirSync(import.meta.dirname)
  .filter((file) => file.endsWith('.bench.ts'))
  .sort();
let failed = false;
for (const bench of benches) {
  const result = spawnSync(process.execPath, [path.join(import.meta.dirname, bench)], { stdio: 'inherit' });
  failed ||= result.status !== 0;
}
process.exit(failed ? 1 : 0);
