// Starts the real console (built SPA + API) as a child process on a free loopback port.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface LogLine {
  msg?: string;
  [field: string]: unknown;
}

export interface RunningConsole {
  baseUrl: string;
  dataDir: string;
  logs: LogLine[];
  waitForLog(predicate: (line: LogLine) => boolean, timeoutMs?: number): Promise<LogLine>;
  stop(): Promise<void>;
}

const repoRoot = resolve(import.meta.dirname, '../..');

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

function collectLogs(child: ChildProcess, logs: LogLine[]): void {
  let buffered = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    buffered += chunk.toString('utf8');
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) {
      try {
        logs.push(JSON.parse(line) as LogLine);
      } catch {
        logs.push({ msg: line });
      }
    }
  });
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
}

export async function startConsole(env: Record<string, string> = {}): Promise<RunningConsole> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'vox-e2e-'));
  const logs: LogLine[] = [];
  const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', 'apps/server/src/server.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  collectLogs(child, logs);

  const waitForLog = async (predicate: (line: LogLine) => boolean, timeoutMs = 15_000): Promise<LogLine> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = [...logs].reverse().find(predicate);
      if (found) return found;
      if (child.exitCode !== null) throw new Error(`console exited with ${child.exitCode}`);
      if (Date.now() > deadline) throw new Error('timed out waiting for a log line');
      await new Promise((wait) => setTimeout(wait, 50));
    }
  };

  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForLog((line) => typeof line.msg === 'string' && line.msg.includes('Server listening'), 30_000);
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { baseUrl, dataDir, logs, waitForLog, stop };
}

/** Runs the operator CLI (`npm run admin -- …`) against this console's database; returns its last line. */
export function runAdminCli(app: RunningConsole, args: string[]): string {
  const result = spawnSync(process.execPath, ['--disable-warning=ExperimentalWarning', 'apps/server/src/cli/admin.ts', ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: app.dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`admin ${args[0]} failed: ${result.stderr}`);
  return result.stdout.trim().split('\n').at(-1) ?? '';
}
