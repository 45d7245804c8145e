import { hostname } from 'node:os';
import { isoFromNow, type Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import type { Logger } from '../../lib/logger.ts';
import type { JobQueue } from './job-queue.ts';
import type { JobRow, JobsRepository } from './jobs.repository.ts';

export interface JobContext {
  id: string;
  /** 1 on the first run. */
  attempt: number;
  /** No retry follows if this run fails: the place to record the failure for whoever shows it. */
  lastAttempt: boolean;
  /** Records 0-100 for the screens and renews the lease; false when this worker lost the job (stop working). */
  progress(percent: number): Promise<boolean>;
}

export type JobHandler = (payload: unknown, context: JobContext) => Promise<void>;
/** Told that a job ended without its handler finishing (its worker or process died on every attempt). */
export type AbandonedHandler = (payload: unknown, message: string) => Promise<void>;

/** A failure no retry can fix (a corrupt file, a deleted target): the job fails at once with this message. */
export class PermanentJobError extends Error {}

interface Registration {
  handler: JobHandler;
  /** Periodic jobs run again this many seconds after each run instead of finishing. */
  everySeconds?: number;
  /** Where the kind records a failure its handler never got to record (e.g. a document shown as failed). */
  onAbandoned?: AbandonedHandler;
}

export interface JobRunnerOptions {
  jobs: JobsRepository;
  queue: JobQueue;
  clock: Clock;
  log: Logger;
  /** Told of every failed run (the metrics count them); `final` when no retry follows. */
  onFailure?: (kind: string, final: boolean) => void;
  /** How long a claimed job stays ours without a sign of life; a dead worker's jobs are taken over after it. */
  leaseSeconds?: number;
  /** How often an idle worker looks for due jobs (an enqueue in this process wakes it at once). */
  pollMs?: number;
}

const RETRY_BASE_SECONDS = 30;
const RETRY_MAX_SECONDS = 3600;
const ERROR_TEXT_MAX = 2000;
const ABANDONED_MESSAGE = 'stopped during every attempt (its worker or process ended before it finished)';

/** Signal 0 checks a process exists; EPERM means it exists under another user. */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** 30 s, 60 s, 120 s … up to an hour: a provider that is down is not hammered. */
export const retryDelaySeconds = (attempt: number) => Math.min(RETRY_MAX_SECONDS, RETRY_BASE_SECONDS * 2 ** Math.max(0, attempt - 1));

/**
 * Runs the jobs of the kinds registered here, one at a time per process, claimed from the shared table so several
 * processes split the work without doing a job twice. Started by the server, never by the CLI.
 */
export class JobRunner {
  readonly #options: Required<Omit<JobRunnerOptions, 'log' | 'onFailure'>> & Pick<JobRunnerOptions, 'onFailure'> & { log: Logger };
  readonly #handlers = new Map<string, Registration>();
  readonly #worker = `${hostname()}:${process.pid}:${newId().slice(0, 8)}`;
  #running = false;
  #loop: Promise<void> = Promise.resolve();
  #wake: (() => void) | null = null;
  #unsubscribe: (() => void) | null = null;

  constructor(options: JobRunnerOptions) {
    this.#options = { leaseSeconds: 300, pollMs: 2000, ...options };
  }

  get workerId(): string {
    return this.#worker;
  }

  register(kind: string, handler: JobHandler, options: Omit<Registration, 'handler'> = {}): void {
    this.#handlers.set(kind, { handler, ...options });
  }

  /**
   * Takes back the jobs of processes on this host that are gone (a killed or crashed server restarting), so they resume
   * now rather than after their lease; makes sure each periodic kind has its one live job; then works until stopped.
   */
  async start(): Promise<void> {
    if (this.#running) return;
    await this.#releaseDeadLocalWorkers();
    for (const [kind, registration] of this.#handlers) {
      if (registration.everySeconds) await this.#options.queue.enqueue(kind, {}, { uniqueKey: `every:${kind}`, delaySeconds: 0 });
    }
    this.#running = true;
    this.#unsubscribe = this.#options.queue.onEnqueue(() => this.#wake?.());
    this.#loop = this.#work();
  }

  async #releaseDeadLocalWorkers(): Promise<void> {
    const { jobs } = this.#options;
    const host = `${hostname()}:`;
    for (const worker of await jobs.runningWorkers()) {
      if (!worker.startsWith(host)) continue;
      const pid = Number(worker.slice(host.length).split(':')[0]);
      if (Number.isInteger(pid) && pid !== process.pid && !isAlive(pid)) await jobs.expireLeases(worker);
    }
  }

  async stop(): Promise<void> {
    this.#running = false;
    this.#unsubscribe?.();
    this.#wake?.();
    await this.#loop;
  }

  /** Claims and runs one due job; false when none was due. Tests drive the runner with this. */
  async runOnce(): Promise<boolean> {
    const { jobs, clock, leaseSeconds } = this.#options;
    await this.#endExhausted();
    const job = await jobs.claim([...this.#handlers.keys()], this.#worker, isoFromNow(clock), isoFromNow(clock, leaseSeconds));
    if (!job) return false;
    await this.#run(job);
    return true;
  }

  async #endExhausted(): Promise<void> {
    const { jobs, clock, log } = this.#options;
    const periodic = new Map<string, string>();
    for (const [kind, registration] of this.#handlers) if (registration.everySeconds) periodic.set(kind, isoFromNow(clock, registration.everySeconds));
    const ended = await jobs.endExhausted([...this.#handlers.keys()], periodic, isoFromNow(clock), ABANDONED_MESSAGE);
    for (const job of ended) {
      log.error({ jobId: job.id, kind: job.kind, attempts: job.attempts }, 'job abandoned: its worker stopped during every attempt');
      this.#options.onFailure?.(job.kind, true);
      await this.#handlers.get(job.kind)?.onAbandoned?.(JSON.parse(job.payload) as unknown, ABANDONED_MESSAGE);
    }
  }

  async #work(): Promise<void> {
    while (this.#running) {
      let ran = false;
      try {
        ran = await this.runOnce();
      } catch (error) {
        this.#options.log.warn({ err: error }, 'job queue unavailable; retrying');
      }
      if (!ran && this.#running) await this.#idle();
    }
  }

  #idle(): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, this.#options.pollMs);
      timer.unref();
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.#wake = done;
    });
  }

  async #run(job: JobRow): Promise<void> {
    const { jobs, clock, leaseSeconds, log } = this.#options;
    const registration = this.#handlers.get(job.kind)!;
    const context: JobContext = {
      id: job.id,
      attempt: job.attempts,
      lastAttempt: job.attempts >= job.max_attempts,
      progress: (percent) => jobs.extend(job.id, this.#worker, isoFromNow(clock, leaseSeconds), Math.max(0, Math.min(100, Math.round(percent)))),
    };
    // A long step without progress calls must not lose the lease to another worker.
    const heartbeat = setInterval(() => void jobs.extend(job.id, this.#worker, isoFromNow(clock, leaseSeconds)).catch(() => undefined), (leaseSeconds * 1000) / 3);
    heartbeat.unref();
    try {
      await registration.handler(JSON.parse(job.payload) as unknown, context);
      if (registration.everySeconds) {
        await jobs.release(job.id, this.#worker, { state: 'waiting', run_after: isoFromNow(clock, registration.everySeconds), last_error: null, attempts: 0, updated_at: isoFromNow(clock) });
      } else {
        await jobs.delete(job.id, this.#worker);
      }
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, ERROR_TEXT_MAX);
      const final = error instanceof PermanentJobError || job.attempts >= job.max_attempts;
      log.warn({ jobId: job.id, kind: job.kind, attempt: job.attempts, final, err: error }, 'job failed');
      this.#options.onFailure?.(job.kind, final);
      const retryIn = registration.everySeconds && final ? registration.everySeconds : retryDelaySeconds(job.attempts);
      await jobs.release(job.id, this.#worker, {
        // A periodic job never ends: after its last attempt it waits for its next period.
        state: final && !registration.everySeconds ? 'failed' : 'waiting',
        run_after: isoFromNow(clock, retryIn),
        last_error: message,
        ...(final ? { unique_key: registration.everySeconds ? job.unique_key : null } : {}),
        ...(final && registration.everySeconds ? { attempts: 0 } : {}),
        updated_at: isoFromNow(clock),
      });
    } finally {
      clearInterval(heartbeat);
    }
  }
}
