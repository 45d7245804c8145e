import { z } from 'zod';

/** Ids travel as strings (upstream serialises its Longs as strings). */
export const idParam = z.object({ id: z.string().min(1).max(64) });
export const idList = z.array(z.string().min(1).max(64)).min(1).max(1000);
