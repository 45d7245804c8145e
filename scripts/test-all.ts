// Runs every test tier and ends with one line "N passed, N failed" totalled over all of them (CI reads it).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}

const tally: Tally = { passed: 0, failed: 0, skipped: 0 };
const resultsFile = '.vitest-results/results.json';

function run(label: string, command: string, args: string[]): boolean {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  const ok = result.status === 0;
  console.log(`=== ${label}: ${ok ? 'ok' : `failed (exit ${result.status ?? result.signal})`}`);
  return ok;
}

function check(label: string, command: string, args: string[]): void {
  if (run(label, command, args)) tally.passed += 1;
  else tally.failed += 1;
}

function vitestCounts(): Tally | undefined {
  try {
    const report = JSON.parse(readFileSync(resultsFile, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
      numTodoTests: number;
      numFailedTestSuites: number;
    };
    return {
      passed: report.numPassedTests,
      // A suite that fails to load has no failed test of its own: count it so it cannot hide.
      failed: report.numFailedTests + report.numFailedTestSuites,
      skipped: report.numPendingTests + report.numTodoTests,
    };
  } catch {
    return undefined;
  }
}

check('typecheck', 'npm', ['run', '--silent', 'typecheck']);
check('lint', 'npm', ['run', '--silent', 'lint']);
check('i18n keys', 'npm', ['run', '--silent', 'i18n:check']);
check('web build', 'npm', ['run', '--silent', 'build']);

rmSync(resultsFile, { force: true });
mkdirSync('.vitest-results', { recursive: true });
const vitestOk = run('unit, web, server (SQLite and PostgreSQL) and browser tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${resultsFile}`,
]);
const counts = vitestCounts();
if (counts) {
  tally.passed += counts.passed;
  tally.failed += counts.failed;
  tally.skipped += counts.skipped;
}
if (!vitestOk && (!counts || counts.failed === 0)) tally.failed += 1;

console.log('');
console.log(`${tally.passed} passed, ${tally.failed} failed${tally.skipped ? `, ${tally.skipped} skipped` : ''}`);
process.exit(tally.failed === 0 ? 0 : 1);
