/** Time source injected everywhere expiry matters, so tests can move time forward. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** ISO-8601 UTC timestamp `seconds` from now; every stored timestamp uses this format. */
export function isoFromNow(clock: Clock, seconds = 0): string {
  return new Date(clock.now() + seconds * 1000).toISOString();
}
