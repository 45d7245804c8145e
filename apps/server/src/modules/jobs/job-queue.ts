import { isoFromNow, type Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import type { JobRow, JobsRepository } from './jobs.repository.ts';

export interface EnqueueOptions {
  /** Seconds from now; 0 runs as soon as a worker is free. */
  delaySeconds?: number;
  maxAttempts?: number;
  /** At most one live job per key: a second enqueue with the same key is dropped (answers null). */
  uniqueKey?: string;
}

export interface JobView {
  id: string;
  kind: string;
  state: JobRow['state'];
  progress: number;
  attempts: number;
  lastError: string | null;
}

export const DEFAULT_MAX_ATTEMPTS = 5;

/** Puts work into the jobs table; workers (job-runner.ts) in this or another process take it from there. */
export class JobQueue {
  readonly #jobs: JobsRepository;
  readonly #clock: Clock;
  readonly #listeners = new Set<() => void>();

  constructor(jobs: JobsRepository, clock: Clock) {
    this.#jobs = jobs;
    this.#clock = clock;
  }

  /** The new job's id, or null when `uniqueKey` is already held by a live job. */
  async enqueue(kind: string, payload: unknown, options: EnqueueOptions = {}): Promise<string | null> {
    const now = isoFromNow(this.#clock);
    const id = newId();
    const inserted = await this.#jobs.insert({
      id,
      kind,
      payload: JSON.stringify(payload ?? {}),
      state: 'waiting',
      progress: 0,
      attempts: 0,
      max_attempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      run_after: isoFromNow(this.#clock, options.delaySeconds ?? 0),
      locked_by: null,
      locked_until: null,
      last_error: null,
      unique_key: options.uniqueKey ?? null,
      created_at: now,
      updated_at: now,
    });
    if (!inserted) return null;
    for (const listener of this.#listeners) listener();
    return id;
  }

  /** A finished job is gone (null); a failed one stays with its error for whoever shows it. */
  async get(id: string): Promise<JobView | null> {
    const row = await this.#jobs.find(id);
    return row ? { id: row.id, kind: row.kind, state: row.state, progress: row.progress, attempts: row.attempts, lastError: row.last_error } : null;
  }

  /** Called after each enqueue in this process, so an idle worker starts at once instead of at its next poll. */
  onEnqueue(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}
