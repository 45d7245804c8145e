import { buildApp } from './app.ts';
import { loadConfig } from './config/env.ts';
import { tuneHeapForServing } from './lib/serving-heap.ts';

const SHUTDOWN_TIMEOUT_MS = 10_000;

tuneHeapForServing();
const config = loadConfig();
const app = await buildApp({ config, printBootstrapBanner: true });

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  setTimeout(() => process.exit(1), SHUTDOWN_TIMEOUT_MS).unref();
  await app.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.error({ err: error }, 'failed to start');
  await app.close();
  process.exit(1);
}
