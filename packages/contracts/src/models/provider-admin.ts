import { z } from 'zod';
import { pageQuery } from '../common/page.ts';

/** Field types a provider form may use; the seeds carry the upstream ones, url/enum/secret are ours. */
export const PROVIDER_FIELD_TYPES = ['string', 'number', 'boolean', 'dict', 'array', 'password', 'integer', 'int', 'float', 'url', 'enum', 'secret'] as const;

export const providerFieldInput = z
  .object({
    key: z.string().trim().min(1).max(64).regex(/^[A-Za-z_][A-Za-z0-9_]*$/),
    label: z.string().trim().min(1).max(50),
    type: z.enum(PROVIDER_FIELD_TYPES),
    default: z.unknown().optional(),
    min: z.number().finite().optional(),
    max: z.number().finite().optional(),
    options: z.array(z.string().trim().min(1).max(100)).min(1).max(50).optional(),
  })
  .refine((field) => field.type !== 'enum' || (field.options?.length ?? 0) > 0, { message: 'an enum field lists its options', path: ['options'] })
  .refine((field) => field.min === undefined || field.max === undefined || field.min <= field.max, { message: 'min is above max', path: ['min'] });

/** The console sends fields "as a serialized list"; a plain array is accepted too. Keys must be unique. */
export const providerFieldsInput = z
  .union([z.array(providerFieldInput), z.string().max(20000)])
  .transform((value, ctx) => {
    let parsed: unknown = value;
    if (typeof value === 'string') {
      try {
        parsed = value.trim() === '' ? [] : JSON.parse(value);
      } catch {
        ctx.addIssue({ code: 'custom', message: 'invalid JSON' });
        return z.NEVER;
      }
    }
    const fields = z.array(providerFieldInput).max(100).safeParse(parsed);
    if (!fields.success) {
      ctx.addIssue({ code: 'custom', message: fields.error.issues[0]?.message ?? 'invalid' });
      return z.NEVER;
    }
    const keys = fields.data.map((field) => field.key);
    if (new Set(keys).size !== keys.length) {
      ctx.addIssue({ code: 'custom', message: 'duplicate key' });
      return z.NEVER;
    }
    return fields.data;
  });

export const providerListQuery = pageQuery.extend({
  modelType: z.string().trim().max(20).default(''),
  /** Matches the name or the provider code. */
  name: z.string().trim().max(50).default(''),
});
export type ProviderListQuery = z.infer<typeof providerListQuery>;

/** `POST /models/provider`; `providerCode` is unique within a model type (614). */
export const providerBody = z.object({
  modelType: z.string().trim().min(1).max(20),
  providerCode: z.string().trim().min(1).max(50).regex(/^[A-Za-z0-9_-]+$/),
  name: z.string().trim().min(1).max(50),
  fields: providerFieldsInput,
  sort: z.coerce.number().int().min(0).max(9999).default(0),
});
export type ProviderBody = z.input<typeof providerBody>;

export const providerUpdateBody = providerBody.extend({ id: z.string().min(1).max(64) });
export type ProviderUpdateBody = z.input<typeof providerUpdateBody>;
