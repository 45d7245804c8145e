import { z } from 'zod';

export const SORT_ORDERS = ['ascend', 'descend'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export interface ListSort<F extends string> {
  sort: F;
  order: SortOrder;
}

/** antd's words; upstream's `asc|desc` read the same, since its Vue OTA page sends `order=desc`. */
const sortOrder = z.enum([...SORT_ORDERS, 'asc', 'desc']).transform((order): SortOrder => (order.startsWith('desc') ? 'descend' : 'ascend'));

/**
 * `sort` (one of the list's fields) and `order` of a list sorted on the server, both optional so that clients sending
 * neither (upstream's console) keep the list's usual order; an unknown field or order is refused (400). `listSortOf`
 * reads them.
 */
export function sortQuery<const F extends readonly [string, ...string[]]>(fields: F) {
  return { sort: z.enum(fields).optional(), order: sortOrder.optional() };
}

/** Neither sent: the list's usual order (`order` alone turns it round); a field without an order: ascending. */
export function listSortOf<F extends string>({ sort, order }: { sort?: F | undefined; order?: SortOrder | undefined }, usual: ListSort<F>): ListSort<F> {
  return sort === undefined ? { sort: usual.sort, order: order ?? usual.order } : { sort, order: order ?? 'ascend' };
}
