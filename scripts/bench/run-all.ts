// Runs every benchmark in turn, each in its own process; `npm run bench -- ota` runs those whose file name matches.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const BENCHES = ['login-load.ts', 'ota-and-lists.ts', 'admin-lists.ts', 'audit-log.ts', 'knowledge.ts', 'hostile.ts', 'memory.ts'];
const filters = process.argv.slice(2);
const selected = BENCHES.filter((file) => filters.length === 0 || filters.some((filter) => file.includes(filter)));
if (selected.length === 0) {
  console.error(`No benchmark matches ${filters.join(', ')}; known: ${BENCHES.join(', ')}`);
  process.exit(2);
}

const failed: string[] = [];
for (const file of selected) {
  console.log(`\n### ${file}`);
  const script = fileURLToPath(new URL(file, import.meta.url));
  const result = spawnSync(process.execPath, ['--disable-warning=ExperimentalWarning', script], { stdio: 'inherit', env: process.env });
  if (result.status !== 0) failed.push(`${file} (exit ${result.status ?? result.signal})`);
}
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exit(1);
}
