import { isEmpty } from '@vox/contracts';
import { isoFromNow, type Clock } from '../../lib/clock.ts';
import type { ParamsRepository } from './params.repository.ts';

/** Typed reads of sys_params; "null" and blank count as unset. */
export class ParamsService {
  readonly #repo: ParamsRepository;
  readonly #clock: Clock;

  constructor(repo: ParamsRepository, clock: Clock) {
    this.#repo = repo;
    this.#clock = clock;
  }

  /** Raw values by code; missing codes are absent from the map. */
  values(codes: readonly string[]): Promise<ReadonlyMap<string, string>> {
    return this.#repo.valuesOf(codes);
  }

  async raw(code: string): Promise<string | undefined> {
    return (await this.#repo.valuesOf([code])).get(code);
  }

  /** The value, or '' when unset. */
  async text(code: string): Promise<string> {
    const value = await this.raw(code);
    return isEmpty(value) ? '' : value!.trim();
  }

  async flag(code: string): Promise<boolean> {
    return (await this.raw(code))?.trim().toLowerCase() === 'true';
  }

  async number(code: string, fallback: number): Promise<number> {
    const raw = (await this.raw(code))?.trim();
    const value = Number(raw);
    return raw && Number.isFinite(value) ? value : fallback;
  }

  listVisible(): ReturnType<ParamsRepository['listVisible']> {
    return this.#repo.listVisible();
  }

  async set(code: string, value: string): Promise<void> {
    await this.#repo.setValue(code, value, isoFromNow(this.#clock));
  }
}

