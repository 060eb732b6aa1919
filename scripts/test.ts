// `npm test`: every quality gate in order — types, lint, unit, integration, end-to-end. It runs all
// of them even when one fails, so a single run shows everything to fix, and exits non-zero if any
// failed. The last line counts the tests of every tier.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = mkdtempSync(path.join(os.tmpdir(), 'parley-test-reports-'));

interface Tier {
  name: string;
  command: string[];
  env?: Record<string, string>;
  /** Reads passed/failed counts from the tier's JSON report. */
  count?: () => { passed: number; failed: number };
}

const vitestCounts = (file: string) => {
  const report = JSON.parse(readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number };
  return { passed: report.numPassedTests, failed: report.numFailedTests };
};
const playwrightCounts = (file: string) => {
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number };
  };
  return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected };
};

const tiers: Tier[] = [
  { name: 'typecheck', command: ['npm', 'run', 'typecheck'] },
  { name: 'lint', command: ['npm', 'run', 'lint'] },
  {
    name: 'unit',
    command: [
      'npx',
      'vitest',
      'run',
      '--project',
      'unit:*',
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${reports}/unit.json`,
    ],
    count: () => vitestCounts(`${reports}/unit.json`),
  },
  {
    name: 'integration',
    command: [
      'npx',
      'vitest',
      'run',
      '--project',
      'integration:*',
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${reports}/integration.json`,
    ],
    count: () => vitestCounts(`${reports}/integration.json`),
  },
  {
    name: 'e2e',
    command: ['npx', 'playwright', 'test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/e2e.json` },
    count: () => playwrightCounts(`${reports}/e2e.json`),
  },
];

let passed = 0;
let failed = 0;
const failedTiers: string[] = [];
for (const tier of tiers) {
  console.log(`\n▶ ${tier.name}`);
  const [command = 'npm', ...args] = tier.command;
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...tier.env },
  });
  if (result.status !== 0) failedTiers.push(tier.name);
  if (tier.count) {
    try {
      const counts = tier.count();
      passed += counts.passed;
      failed += counts.failed;
    } catch {
      // The tier stopped before writing its report; its failure is already recorded.
    }
  }
}
rmSync(reports, { recursive: true, force: true });

console.log(failedTiers.length === 0 ? '\nAll tiers passed.' : `\nFailed tiers: ${failedTiers.join(', ')}`);
console.log(`Tests: ${passed} passed, ${failed} failed`);
process.exit(failedTiers.length === 0 ? 0 : 1);
