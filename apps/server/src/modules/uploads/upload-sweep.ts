import type { ObjectStorage } from '../../integrations/storage/object-storage.ts';
import { isoFromNow, type Clock } from '../../lib/clock.ts';
import type { Repositories } from '../repositories.ts';

export const UPLOAD_SWEEP_JOB = 'uploads.sweep';
export const UPLOAD_SWEEP_EVERY_SECONDS = 3600;
/** How long a stored file may stay with nothing referring to it: an upload is used within the day it was made. */
export const UNREFERENCED_GRACE_SECONDS = 24 * 3600;
const ROWS_PER_BATCH = 500;

/** A storage area holding users' bytes, and the rows that refer to its objects. */
export interface SweptArea {
  name: string;
  storage: ObjectStorage;
  /** Keys some row names, read once per sweep. */
  referencedKeys(): Promise<Set<string>>;
  /** Asked again just before a key goes: a row filed since the set was read keeps it. */
  isReferenced(key: string): Promise<boolean>;
  /** Keys this sweep does not judge. */
  skips?(key: string): boolean;
}

export interface UploadSweepDeps {
  repos: Pick<Repositories, 'uploads'>;
  /** The `uploads` area; its rows expire first, then it is swept like the others. */
  uploads: SweptArea;
  /** Other areas of users' files: knowledge-base documents, voice clone samples and demo clips. */
  areas: readonly SweptArea[];
  clock: Clock;
}

/**
 * Removes what users stored and nothing refers to any more, a day on. An upload is referred to by nothing once used:
 * documents and voice clones copy its bytes into their own areas and keep no key of it; so upload rows older than a day
 * go with their files. In every area an object no row names (a deletion whose file removal failed, a crash between
 * storing and filing, `incoming/` leftovers) goes once older than a day, so a file being stored or about to be filed is
 * never taken.
 */
export class UploadSweep {
  readonly #deps: UploadSweepDeps;

  constructor(deps: UploadSweepDeps) {
    this.#deps = deps;
  }

  /** Answers the removed objects as `<area>:<key>`. */
  run = async (): Promise<string[]> => {
    const { uploads, areas } = this.#deps;
    const removed = await this.#expireUploads();
    for (const area of [uploads, ...areas]) removed.push(...(await this.#sweepArea(area)));
    return removed;
  };

  async #expireUploads(): Promise<string[]> {
    const { repos, uploads, clock } = this.#deps;
    const before = isoFromNow(clock, -UNREFERENCED_GRACE_SECONDS);
    const removed: string[] = [];
    for (;;) {
      const keys = await repos.uploads.deleteCreatedBefore(before, ROWS_PER_BATCH);
      for (const key of keys) {
        await uploads.storage.delete(key);
        removed.push(`${uploads.name}:${key}`);
      }
      if (keys.length < ROWS_PER_BATCH) return removed;
    }
  }

  async #sweepArea(area: SweptArea): Promise<string[]> {
    const cutoff = this.#deps.clock.now() - UNREFERENCED_GRACE_SECONDS * 1000;
    const objects = await area.storage.list('');
    const referenced = await area.referencedKeys();
    const removed: string[] = [];
    for (const object of objects) {
      if (object.lastModified.getTime() > cutoff || referenced.has(object.key) || area.skips?.(object.key)) continue;
      if (await area.isReferenced(object.key)) continue;
      await area.storage.delete(object.key);
      removed.push(`${area.name}:${object.key}`);
    }
    return removed;
  }
}
