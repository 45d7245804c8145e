// Runs every benchmark in turn, each in its own process; `npm run bench -- ota` runs those whose file name matches.
// Arguments written --name=value are passed on to the selected benchmarks (`npm run bench -- import-upstream --messages=10000`).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const BENCHES = ['login-load.ts', 'home-load.ts', 'ota.ts', 'ota-and-lists.ts', 'admin-lists.ts', 'audit-log.ts', 'knowledge.ts', 'hostile.ts', 'memory.ts', 'import-upstream.ts'];
const filters = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
/** A filter that is a benchmark's whole name picks that one alone (`ota` is ota.ts, not ota-and-lists.ts too). */
const matches = (file: string, filter: string) => (BENCHES.includes(`${filter}.ts`) ? file === `${filter}.ts` : file.includes(filter));
const passed = process.argv.slice(2).filter((arg) => arg.startsWith('--'));
const selected = BENCHES.filter((file) => filters.length === 0 || filters.some((filter) => matches(file, filter)));
if (selected.length === 0) {
  console.error(`No benchmark matches ${filters.join(', ')}; known: ${BENCHES.join(', ')}`);
  process.exit(2);
}

const failed: string[] = [];
for (const file of selected) {
  console.log(`\n### ${file}`);
  const script = fileURLToPath(new URL(file, import.meta.url));
  const result = spawnSync(process.execPath, ['--disable-warning=ExperimentalWarning', script, ...passed], { stdio: 'inherit', env: process.env });
  if (result.status !== 0) failed.push(`${file} (exit ${result.status ?? result.signal})`);
}
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exit(1);
}
