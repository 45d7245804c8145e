import { z } from 'zod';
import { pageQuery } from '../common/page.ts';
import { sortQuery, type ListSort } from '../common/sort.ts';
import { FULL_PHONE_PATTERN } from '../validation/phone.ts';

export * from './user-status.ts';

export const ADMIN_USER_SORTS = ['createDate', 'mobile', 'deviceCount'] as const;
export type AdminUserSort = (typeof ADMIN_USER_SORTS)[number];
/** Registration order. */
export const ADMIN_USER_USUAL_SORT: ListSort<AdminUserSort> = { sort: 'createDate', order: 'ascend' };

export const adminUserQuery = pageQuery.extend({
  mobile: z.string().trim().max(50).default(''),
  ...sortQuery(ADMIN_USER_SORTS),
});
export type AdminUserQuery = z.infer<typeof adminUserQuery>;

export const adminUserRow = z.object({
  userid: z.string(),
  mobile: z.string(),
  deviceCount: z.string(),
  status: z.number().int(),
  superAdmin: z.number().int(),
  createDate: z.string(),
  /** ISO instant until which repeated wrong passwords lock the account; null when it is not locked. */
  lockedUntil: z.string().nullable(),
});
export type AdminUserRow = z.infer<typeof adminUserRow>;

const status = z.coerce.number().int().min(0).max(1);

/**
 * Upstream sends PUT /admin/users/changeStatus/{status} with a list of ids; the console sends
 * PUT /admin/users/changeStatus/{id} with {status}. Both bodies are accepted.
 */
export const changeStatusBody = z.union([
  z.array(z.string().min(1).max(64)).min(1).max(1000),
  z.object({ status }),
]);
export type ChangeStatusBody = z.infer<typeof changeStatusBody>;

/** `POST /admin/users`: an admin adds a user by full phone number (+8613800000000); the password is generated. */
export const adminUserCreateInput = z.object({ mobile: z.string().trim().regex(FULL_PHONE_PATTERN) });
export type AdminUserCreateInput = z.infer<typeof adminUserCreateInput>;

/** The new user's id and password, shown once to the admin, as a reset does. */
export const adminUserCreated = z.object({ id: z.string(), password: z.string() });
export type AdminUserCreated = z.infer<typeof adminUserCreated>;
