import { z } from 'zod';
import { pageQuery } from '../common/page.ts';
import { sortQuery, type ListSort } from '../common/sort.ts';

/** 0/1 flags as upstream sends them; booleans are accepted too. */
const flag = z.union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1'])]).transform((value) => (value === true || value === 1 || value === '1' ? 1 : 0));

/** `sort` is the display order an admin gives each config; equals keep that order among them. */
export const MODEL_CONFIG_SORTS = ['isEnabled', 'sort', 'modelName'] as const;
export type ModelConfigSort = (typeof MODEL_CONFIG_SORTS)[number];
/** Enabled first, then by display order (as upstream). */
export const MODEL_CONFIG_USUAL_SORT: ListSort<ModelConfigSort> = { sort: 'isEnabled', order: 'descend' };

/** `GET /models/list`: page 0 reads as 1; `modelType` matches whatever its case (upstream stores `LLM`, its web sends `llm`). */
export const modelListQuery = pageQuery.extend({
  modelType: z.string().trim().max(20).default(''),
  modelName: z.string().trim().max(50).default(''),
  ...sortQuery(MODEL_CONFIG_SORTS),
});
export type ModelListQuery = z.infer<typeof modelListQuery>;

/**
 * ModelConfigDTO. Secret values in `configJson` (api_key, access_token, secret, token, …) are
 * always masked (`abcd****wxyz`, or stars only when short); send a masked value back to keep it.
 */
export const modelConfig = z.object({
  id: z.string(),
  modelType: z.string(),
  modelCode: z.string(),
  modelName: z.string(),
  isDefault: z.number().int(),
  isEnabled: z.number().int(),
  configJson: z.record(z.string(), z.unknown()),
  docLink: z.string().nullable(),
  remark: z.string().nullable(),
  sort: z.number().int(),
  createDate: z.string(),
  updateDate: z.string(),
});
export type ModelConfig = z.infer<typeof modelConfig>;

/** An optional custom id: letters, digits, `_` and `-`, not letters only (as upstream's form). */
export const MODEL_ID_PATTERN = /^(?![A-Za-z]+$)[A-Za-z0-9_-]+$/;

/**
 * Body of `POST /models/{type}/{provider}` and `PUT /models/{type}/{provider}/{id}`. `configJson`
 * is checked against the provider's fields; `type` inside it is set to the provider code. On
 * create `isDefault` is ignored (as upstream: only `PUT /models/default/{id}` sets it); edit
 * does not change modelCode, isDefault or docLink either, as upstream.
 */
export const modelConfigBody = z.object({
  id: z.string().trim().max(64).regex(MODEL_ID_PATTERN).or(z.literal('')).nullish(),
  modelCode: z.string().trim().max(50).nullish(),
  modelName: z.string().trim().min(1).max(50),
  isDefault: flag.default(0),
  isEnabled: flag.default(1),
  configJson: z.record(z.string(), z.unknown()).default({}),
  docLink: z.string().trim().max(255).nullish(),
  remark: z.string().trim().max(255).nullish(),
  sort: z.coerce.number().int().min(0).max(9999).default(0),
});
export type ModelConfigBody = z.input<typeof modelConfigBody>;

export const modelTypeParam = z.object({ modelType: z.string().trim().min(1).max(20) });
export const modelProviderParams = modelTypeParam.extend({ provideCode: z.string().trim().min(1).max(50) });
export const modelConfigParams = modelProviderParams.extend({ id: z.string().min(1).max(64) });
export const modelStatusParams = z.object({ id: z.string().min(1).max(64), status: z.enum(['0', '1']).transform(Number) });
