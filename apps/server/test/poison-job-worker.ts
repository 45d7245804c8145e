// A worker process whose one job kind kills the process mid-run: the poison-job test starts it again and again.
// argv: sqlite <file> | postgres <url> <schema>
import { createDatabase } from '../src/db/dialect.ts';
import type { Logger } from '../src/lib/logger.ts';
import { JobQueue, JobRunner } from '../src/modules/jobs/index.ts';
import { JobsRepository } from '../src/modules/jobs/jobs.repository.ts';

const [driver, location, schema] = process.argv.slice(2);
const handle = createDatabase(driver === 'postgres' ? { kind: 'postgres', url: location! } : { kind: 'sqlite', path: location! }, { schema, poolSize: 1 });
const clock = { now: () => Date.now() };
const quiet: Logger = { info: () => {}, warn: () => {}, error: () => {} };
const jobs = new JobsRepository(handle.db);
const runner = new JobRunner({ jobs, queue: new JobQueue(jobs, clock), clock, log: quiet, leaseSeconds: 60, pollMs: 50 });

runner.register(
  'test.poison',
  async () => {
    process.stdout.write('claimed\n');
    process.kill(process.pid, 'SIGKILL');
    await new Promise(() => {});
  },
  { onAbandoned: async (payload, message) => void process.stdout.write(`abandoned ${JSON.stringify(payload)}: ${message}\n`) },
);

await runner.start();
// Nothing left to claim: this run ends normally.
setTimeout(() => {
  void runner.stop().then(() => handle.destroy()).then(() => process.exit(0));
}, 1_000);
