import { z } from 'zod';

/** The wire envelope every API answer uses: {code, msg, data}, as upstream's. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number(), msg: z.string(), data });

export interface Envelope<T> {
  code: number | string | undefined;
  msg?: string;
  data: T;
}

/** The console counts absent, 200, "success" and (in the general wrapper) 0 count as success. */
export function isSuccessCode(code: unknown): boolean {
  return code === undefined || code === null || code === 0 || code === 200 || code === 'success';
}
