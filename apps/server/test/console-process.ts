import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

// Real console server processes (apps/server/src/server.ts, as `npm run serve` starts it), for the two-process test and
// the benchmark that runs two of them.
const SERVER = fileURLToPath(new URL('../src/server.ts', import.meta.url));

export interface ConsoleProcess {
  base: string;
  child: ChildProcess;
  output: string[];
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `check` holds, or fails after `ms` saying what was awaited. */
export async function eventually(what: string, check: () => Promise<boolean>, ms = 30_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check().catch(() => false))) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await pause(200);
  }
}

/** One real console server process (apps/server/src/server.ts), as `npm run serve` starts it, ready to serve. */
export async function startConsole(env: NodeJS.ProcessEnv): Promise<ConsoleProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', SERVER], {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  try {
    await eventually('the console process to be ready', async () => {
      if (child.exitCode !== null) throw new Error(`exited: ${output.join('')}`);
      return (await fetch(`${base}/ready`)).status === 200;
    }, 120_000);
  } catch (error) {
    child.kill();
    throw new Error(`${(error as Error).message}\n${output.join('').slice(-2000)}`);
  }
  return { base, child, output };
}

export async function stopConsole(process_: ConsoleProcess | undefined): Promise<void> {
  if (!process_ || process_.child.exitCode !== null) return;
  const exited = new Promise((resolve) => process_.child.once('exit', resolve));
  process_.child.kill('SIGTERM');
  await Promise.race([exited, pause(10_000)]);
  process_.child.kill('SIGKILL');
}
