// `npm start`: install what serving needs, build the web app when its sources changed, then serve, printing the time
// each step took. Plain JavaScript on purpose: on a fresh clone it runs on the machine's own Node, before the `node`
// dependency has brought Node 24.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const WEB_INPUTS = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/contracts/src', 'package-lock.json'];
const BUILT = path.join(root, 'apps/web/dist/index.html');

function step(name, work) {
  const started = performance.now();
  const outcome = work();
  console.log(`[start] ${name}: ${outcome} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** The newest modification time under a file or folder (node_modules and dist are never inputs). */
function newest(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let latest = stats.mtimeMs;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    latest = Math.max(latest, newest(path.join(target, entry.name)));
  }
  return latest;
}

step('install', () => {
  const installed = path.join(root, 'node_modules/.package-lock.json');
  if (!existsSync(installed)) {
    // A first start needs no test or lint tools (vitest, eslint, playwright, jsdom…); `npm test` adds them.
    run(npm, ['install', '--omit=dev', '--no-audit', '--no-fund', '--loglevel=error']);
    return 'installed what serving and building need';
  }
  if (statSync(installed).mtimeMs >= statSync(path.join(root, 'package-lock.json')).mtimeMs) return 'up to date';
  run(npm, ['install', '--no-audit', '--no-fund', '--loglevel=error']);
  return 'updated to package-lock.json';
});

step('build', () => {
  const built = existsSync(BUILT) ? statSync(BUILT).mtimeMs : 0;
  if (built > Math.max(...WEB_INPUTS.map((input) => newest(path.join(root, input))))) return 'up to date';
  run(npm, ['run', 'build', '--silent']);
  return 'built apps/web/dist';
});

console.log('[start] serving (npm run serve)');
const server = spawn(npm, ['run', 'serve', '--silent'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
