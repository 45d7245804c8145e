// Runs every test tier and ends with one line "N passed, N failed" totalled over all of them (CI reads it).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';

interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}

const tally: Tally = { passed: 0, failed: 0, skipped: 0 };
const resultsDir = '.vitest-results';

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

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: { status: string; assertionResults: { status: string }[] }[];
}

function vitestCounts(resultsFile: string): Tally | undefined {
  try {
    const report = JSON.parse(readFileSync(resultsFile, 'utf8')) as VitestReport;
    // A file that fails to load (or fails in a hook) has no failed test of its own: count it so it cannot hide. A file
    // failed by its tests is already counted through them.
    const failedFilesWithoutFailedTest = report.testResults.filter(
      (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
    ).length;
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests + failedFilesWithoutFailedTest,
      skipped: report.numPendingTests + report.numTodoTests,
    };
  } catch {
    return undefined;
  }
}

/** One vitest run over some projects, its tests added to the tally (a run that fails without a count counts once). */
function vitestTier(label: string, name: string, projects: string[], extraArgs: string[] = []): void {
  const resultsFile = `${resultsDir}/${name}.json`;
  rmSync(resultsFile, { force: true });
  const ok = run(label, 'npx', [
    'vitest',
    'run',
    ...projects.flatMap((project) => ['--project', project]),
    ...extraArgs,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${resultsFile}`,
  ]);
  const counts = vitestCounts(resultsFile);
  if (counts) {
    tally.passed += counts.passed;
    tally.failed += counts.failed;
    tally.skipped += counts.skipped;
  }
  if (!ok && (!counts || counts.failed === 0)) tally.failed += 1;
}

check('typecheck', 'npm', ['run', '--silent', 'typecheck']);
check('lint', 'npm', ['run', '--silent', 'lint']);
check('i18n keys', 'npm', ['run', '--silent', 'i18n:check']);
check('web build', 'npm', ['run', '--silent', 'build']);

mkdirSync(resultsDir, { recursive: true });
// Unit, web and server tests keep to their own in-memory SQLite databases, PostgreSQL schemas and Redis prefixes,
// so they share the machine's cores (vitest's default leaves one idle). Browser tests run after them, one file at a
// time with the machine to themselves: their waits are real time, and a loaded machine is where they flake.
vitestTier('unit, web and server (SQLite and PostgreSQL) tests', 'node', ['unit', 'web', 'server-sqlite', 'server-postgres'], [
  `--maxWorkers=${Math.max(2, availableParallelism())}`,
]);
vitestTier('browser tests', 'browser', ['e2e']);

console.log('');
console.log(`${tally.passed} passed, ${tally.failed} failed${tally.skipped ? `, ${tally.skipped} skipped` : ''}`);
process.exit(tally.failed === 0 ? 0 : 1);
