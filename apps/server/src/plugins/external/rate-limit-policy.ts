import type { Clock } from '../../lib/clock.ts';

export interface Limit {
  max: number;
  timeWindowMs: number;
}

export type RateLimitName =
  | 'global'
  | 'captcha'
  | 'sms'
  | 'login'
  | 'register'
  | 'retrievePassword'
  | 'devicePerDevice'
  | 'devicePerIp'
  | 'serverAuthFailure';
export type RateLimitSettings = Record<RateLimitName, Limit>;

/** Each limit is the number param `rate_limit.<name>`, per minute; 0 switches it off. */
export const RATE_LIMIT_PARAMS: Record<RateLimitName, string> = {
  global: 'rate_limit.global',
  captcha: 'rate_limit.captcha',
  sms: 'rate_limit.sms',
  login: 'rate_limit.login',
  register: 'rate_limit.register',
  retrievePassword: 'rate_limit.retrieve_password',
  devicePerDevice: 'rate_limit.device_per_device',
  devicePerIp: 'rate_limit.device_per_ip',
  serverAuthFailure: 'rate_limit.server_auth_failure',
};

/**
 * Per minute. Browsers share the global limit per IP; devices count per device id under a high per-IP ceiling
 * (a school's 500 devices behind one NAT address check in at once); the device server is exempt once its secret is
 * right, and only its wrong secrets are counted.
 */
export const DEFAULT_RATE_LIMIT_MAX: Record<RateLimitName, number> = {
  global: 600,
  captcha: 30,
  sms: 5,
  login: 10,
  register: 10,
  retrievePassword: 10,
  devicePerDevice: 30,
  devicePerIp: 6000,
  serverAuthFailure: 30,
};

const MINUTE = 60_000;
const REREAD_MS = 10_000;

export const DEFAULT_RATE_LIMITS: RateLimitSettings = Object.fromEntries(
  Object.entries(DEFAULT_RATE_LIMIT_MAX).map(([name, max]) => [name, { max, timeWindowMs: MINUTE }]),
) as RateLimitSettings;

export type ParamReader = (codes: readonly string[]) => Promise<ReadonlyMap<string, string>>;

/**
 * The limits in force: the params, re-read at most every 10 s so no request waits on the database for them; limits
 * given in code (tests, benchmarks) win over params. A value that is not a whole number ≥ 0 keeps the default.
 */
export class RateLimitPolicy {
  readonly #read: ParamReader;
  readonly #clock: Clock;
  readonly #overrides: Partial<RateLimitSettings>;
  #current: Record<RateLimitName, number> = { ...DEFAULT_RATE_LIMIT_MAX };
  #readAt = Number.NEGATIVE_INFINITY;
  #reading: Promise<void> | undefined;

  constructor(read: ParamReader, clock: Clock, overrides: Partial<RateLimitSettings> = {}) {
    this.#read = read;
    this.#clock = clock;
    this.#overrides = overrides;
  }

  /** Requests per window for `name`; 0 means the limit is off. */
  async max(name: RateLimitName): Promise<number> {
    const override = this.#overrides[name];
    if (override) return override.max;
    if (this.#clock.now() - this.#readAt >= REREAD_MS) await this.#refresh();
    return this.#current[name];
  }

  windowMs(name: RateLimitName): number {
    return this.#overrides[name]?.timeWindowMs ?? MINUTE;
  }

  #refresh(): Promise<void> {
    this.#reading ??= this.#load().finally(() => (this.#reading = undefined));
    return this.#reading;
  }

  async #load(): Promise<void> {
    try {
      const values = await this.#read(Object.values(RATE_LIMIT_PARAMS));
      const next = { ...DEFAULT_RATE_LIMIT_MAX };
      for (const [name, code] of Object.entries(RATE_LIMIT_PARAMS) as [RateLimitName, string][]) {
        const value = Number(values.get(code)?.trim());
        if (values.has(code) && Number.isInteger(value) && value >= 0) next[name] = value;
      }
      this.#current = next;
    } catch {
      // Database unreachable: keep the last limits in force rather than failing every request on them.
    }
    this.#readAt = this.#clock.now();
  }
}
