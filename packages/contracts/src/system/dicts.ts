import { z } from 'zod';
import { pageQuery } from '../common/page.ts';
import { DICT_LIMITS } from './dict-limits.ts';

export * from './dict-limits.ts';

const filter = (max: number) => z.string().trim().max(max).default('');
const required = (max: number) => z.string().trim().min(1).max(max);
const remark = z.string().trim().max(DICT_LIMITS.remark).nullish();
const sort = z.coerce.number().int().min(0).max(DICT_LIMITS.sortMax).default(0);

/** `GET /admin/dict/type/page`: substring filters, an empty string means no filter. */
export const dictTypePageQuery = pageQuery.extend({
  dictType: filter(DICT_LIMITS.dictType),
  dictName: filter(DICT_LIMITS.dictName),
});
export type DictTypePageQuery = z.infer<typeof dictTypePageQuery>;

/** SysDictTypeVO without upstream's creator/updater names. */
export const dictTypeDetail = z.object({
  id: z.string(),
  dictType: z.string(),
  dictName: z.string(),
  remark: z.string().nullable(),
  sort: z.number().int(),
  createDate: z.string(),
  updateDate: z.string(),
});
export type DictTypeDetail = z.infer<typeof dictTypeDetail>;

/** The type code is what other screens ask for (`/admin/dict/data/type/{dictType}`), so it stays URL-safe. */
export const dictTypeBody = z.object({
  dictType: required(DICT_LIMITS.dictType).regex(/^[A-Za-z0-9_.-]+$/, 'letters, digits, _ . -'),
  dictName: required(DICT_LIMITS.dictName),
  remark,
  sort,
});
export type DictTypeBody = z.input<typeof dictTypeBody>;

export const dictTypeUpdateBody = dictTypeBody.extend({ id: z.string().min(1).max(64) });
export type DictTypeUpdateBody = z.input<typeof dictTypeUpdateBody>;

/** `GET /admin/dict/data/page`; upstream answers a missing dictTypeId with a message, we with 400. */
export const dictDataPageQuery = pageQuery.extend({
  dictTypeId: required(64),
  dictLabel: filter(DICT_LIMITS.dictLabel),
  dictValue: filter(DICT_LIMITS.dictValue),
});
export type DictDataPageQuery = z.infer<typeof dictDataPageQuery>;

/** SysDictDataVO without upstream's creator/updater names. */
export const dictDataDetail = z.object({
  id: z.string(),
  dictTypeId: z.string(),
  dictLabel: z.string(),
  dictValue: z.string(),
  remark: z.string().nullable(),
  sort: z.number().int(),
  createDate: z.string(),
  updateDate: z.string(),
});
export type DictDataDetail = z.infer<typeof dictDataDetail>;

export const dictDataBody = z.object({
  dictTypeId: required(64),
  dictLabel: required(DICT_LIMITS.dictLabel),
  dictValue: required(DICT_LIMITS.dictValue),
  remark,
  sort,
});
export type DictDataBody = z.input<typeof dictDataBody>;

export const dictDataUpdateBody = dictDataBody.extend({ id: z.string().min(1).max(64) });
export type DictDataUpdateBody = z.input<typeof dictDataUpdateBody>;

export const dictTypeCodeParam = z.object({ dictType: required(DICT_LIMITS.dictType) });

/** One entry of `GET /admin/dict/data/type/{dictType}`: upstream's `{name: label, key: value}`. */
export const dictOption = z.object({ name: z.string(), key: z.string() });
export type DictOption = z.infer<typeof dictOption>;
