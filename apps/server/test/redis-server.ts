import { spawn, type ChildProcess } from 'node:child_process';
import { Socket } from 'node:net';
import { eventually, freePort } from './console-process.ts';

/** A throwaway redis-server on a loopback port of its own, which a test can stop and start again on that port. */
export interface RedisServer {
  url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Frozen (SIGSTOP): connections stay open and nothing answers, as with a hung server. */
  freeze(): void;
  thaw(): void;
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = new Socket();
    const settle = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => settle(true)).once('error', () => settle(false));
    socket.connect(port, '127.0.0.1');
  });

export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const server: RedisServer = {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
      await eventually('redis-server to accept connections', () => accepts(port), 10_000);
    },
    async stop() {
      const running = child;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGKILL');
      await exited;
      child = null;
    },
    freeze: () => void child?.kill('SIGSTOP'),
    thaw: () => void child?.kill('SIGCONT'),
  };
  await server.start();
  return server;
}
