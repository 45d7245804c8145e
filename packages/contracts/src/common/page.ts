import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './page-sizes.ts';

export * from './page-sizes.ts';

/** `page` is 1-based; values below 1 (the model list sends 0) are read as page 1, as upstream does. */
export const pageQuery = z.object({
  page: z.coerce.number().int().default(1).transform((page) => Math.max(1, page)),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof pageQuery>;

export const pageData = <T extends z.ZodType>(item: T) =>
  z.object({ total: z.number().int(), list: z.array(item) });

export interface PageData<T> {
  total: number;
  list: T[];
}
