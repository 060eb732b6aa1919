// Builds the web app when its output is missing or older than any of its sources, so `npm start`
// serves what is in the tree without paying for a build on every start.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/contract/src',
].map((source) => path.join(root, source));

function newestChange(target: string): number {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(target, { recursive: true, encoding: 'utf8' })
    .map((entry) => statSync(path.join(target, entry)).mtimeMs)
    .reduce((newest, time) => Math.max(newest, time), stats.mtimeMs);
}

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
const sourcesChangedAt = Math.max(...sources.map(newestChange));

if (builtAt < sourcesChangedAt) {
  console.log(
    builtAt === 0 ? 'Building the web app…' : 'The web app changed since its last build; rebuilding…',
  );
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  process.exit(build.status ?? 1);
}
