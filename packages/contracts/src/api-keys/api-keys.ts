import { z } from 'zod';

/** An API key is 32 lowercase hex, like the bearer examples of the Lingxi docs. */
export const API_KEY_PATTERN = /^[0-9a-f]{32}$/;
export const API_KEY_DESC_MAX = 100;
/** Enough for every script and integration of one person; a runaway script cannot mint keys without end. */
export const API_KEYS_PER_USER_MAX = 50;

export const apiKeyIdParam = z.object({ id: z.string().min(1).max(64) });

export const apiKeyBody = z.object({ desc: z.string().trim().max(API_KEY_DESC_MAX).default('') });

export const apiKeyRevealQuery = z.object({ raw: z.enum(['true', 'false']).optional().transform((value) => value === 'true') });

/** Why a key stopped working without its owner deleting it: their password changed or was reset, or they were disabled. */
export const API_KEY_REVOKED_REASONS = ['password_changed', 'password_reset', 'user_disabled'] as const;
export type ApiKeyRevokedReason = (typeof API_KEY_REVOKED_REASONS)[number];

/**
 * `key` is masked (first 4 + **** + last 4) unless asked for raw; times are RFC 3339. A revoked key stays listed, with
 * when and why, and never authenticates again.
 */
export const apiKeyView = z.object({
  id: z.string(),
  desc: z.string(),
  key: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  revoked_reason: z.enum(API_KEY_REVOKED_REASONS).nullable(),
});
export type ApiKeyView = z.output<typeof apiKeyView>;

export const apiKeyList = z.object({ api_keys: z.array(apiKeyView) });
export const apiKeyEmpty = z.object({});
