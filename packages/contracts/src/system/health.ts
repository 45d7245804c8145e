import { z } from 'zod';

export const dependencyHealth = z.object({
  name: z.string(),
  ok: z.boolean(),
  latencyMs: z.number(),
  detail: z.string(),
});

/** What the sign-in page shows when something behind the console is down, naming which. */
export const health = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  dependencies: z.array(dependencyHealth),
});
export type Health = z.infer<typeof health>;
