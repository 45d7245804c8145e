import { z } from 'zod';
import { sm2Ciphertext } from '../auth/auth.ts';
import { pageQuery } from '../common/page.ts';
import { sortQuery, type ListSort } from '../common/sort.ts';
import { PARAM_CODE_MAX, PARAM_CODE_PATTERN, PARAM_REMARK_MAX, PARAM_VALUE_MAX } from './param-rules.ts';

export * from './param-rules.ts';

/** `valueType` groups the params of one type, by code among them. */
export const PARAM_SORTS = ['paramCode', 'valueType'] as const;
export type ParamSort = (typeof PARAM_SORTS)[number];
export const PARAM_USUAL_SORT: ListSort<ParamSort> = { sort: 'paramCode', order: 'ascend' };

/** `GET /admin/params/page`: `paramCode` matches the code or the remark (as upstream). */
export const paramListQuery = pageQuery.extend({
  paramCode: z.string().trim().max(PARAM_CODE_MAX).default(''),
  ...sortQuery(PARAM_SORTS),
});
export type ParamListQuery = z.infer<typeof paramListQuery>;

/** SysParamsDTO; `paramValue` is masked when `secret`. */
export const paramRow = z.object({
  id: z.string(),
  paramCode: z.string(),
  paramValue: z.string(),
  valueType: z.string(),
  remark: z.string().nullable(),
  secret: z.boolean(),
  createDate: z.string(),
  updateDate: z.string(),
});
export type ParamRow = z.infer<typeof paramRow>;

/**
 * `POST /admin/params`. Value and type are checked by the service (10034–10040 name the param);
 * here only sizes and the code's shape.
 */
export const paramBody = z.object({
  paramCode: z.string().trim().min(1).max(PARAM_CODE_MAX).regex(PARAM_CODE_PATTERN),
  paramValue: z.string().max(PARAM_VALUE_MAX).nullish().transform((value) => value ?? ''),
  valueType: z.string().trim().max(20).nullish().transform((value) => value ?? ''),
  remark: z.string().trim().max(PARAM_REMARK_MAX).nullish(),
});
export type ParamBody = z.input<typeof paramBody>;

/** `PUT /admin/params`. */
export const paramUpdateBody = paramBody.extend({ id: z.string().min(1).max(64) });
export type ParamUpdateBody = z.input<typeof paramUpdateBody>;

/**
 * `POST /admin/params/{id}/reveal`: the admin's own password, SM2-encrypted alone with the sign-in public key (the
 * login envelope without the captcha: the session, the login rate limit and the account lockout stand in for it).
 */
export const paramRevealBody = z.object({ password: sm2Ciphertext });
export type ParamRevealBody = z.input<typeof paramRevealBody>;

/** `POST /admin/server/emit-action`; a missing or unknown action is 10095, not a 400 (as upstream). */
export const serverActionBody = z.object({
  targetWs: z.string().trim().min(1).max(500),
  action: z.string().trim().max(50).nullish(),
});
export type ServerActionBody = z.input<typeof serverActionBody>;
