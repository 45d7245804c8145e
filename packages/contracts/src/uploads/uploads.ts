import { z } from 'zod';
import { DEFAULT_UPLOAD_PURPOSE, UPLOAD_NAME_PATTERN, UPLOAD_PURPOSES } from './upload-rules.ts';

export * from './upload-rules.ts';
export * from './upload-messages.ts';

/** `GET /v1/upload-token?type=voice|dataset&key=<name>`; `type` defaults to `dataset` (see DEFAULT_UPLOAD_PURPOSE). */
export const uploadTokenQuery = z.object({
  type: z.enum(UPLOAD_PURPOSES).default(DEFAULT_UPLOAD_PURPOSE),
  /** A name to reserve for the file (the stored key is `<user id>/<name>`); the server picks one otherwise. */
  key: z.string().regex(UPLOAD_NAME_PATTERN).optional(),
});
export type UploadTokenQuery = z.infer<typeof uploadTokenQuery>;

/** As in Qiniu's upload token: `domain + "/" + key` is the file's address once uploaded. */
export const uploadToken = z.object({
  token: z.string(),
  /** Where to POST the multipart form (`token`, `key?`, `file`). */
  upload_url: z.string(),
  /** Only when a key was asked for: the key the file will be stored under. */
  key: z.string().optional(),
  domain: z.string(),
  /** RFC 3339, UTC. */
  expires_at: z.string(),
  type: z.enum(UPLOAD_PURPOSES),
});
export type UploadToken = z.infer<typeof uploadToken>;

/**
 * The upload's answer. Lingxi's docs allow Qiniu's bare `{key, hash}` or the Lingxi envelope; we answer the envelope
 * `{code: 0, msg, reqid, data: {key, hash, url}}`: failures must carry a localised `msg` and a body `code` the console
 * and other clients already read on every /v1 call, which a bare Qiniu answer has no room for; no
 * Qiniu SDK can talk to us anyway, as our tokens are not Qiniu's signed put policies.
 */
export const uploadedFile = z.object({
  /** `<user id>/<name>`: what voice clones take as `key`. */
  key: z.string(),
  /** SHA-256 of the bytes, hex. */
  hash: z.string(),
  /** Where the owner fetches it (`GET /v1/uploads/<key>` with their token): what dataset documents take as `url`. */
  url: z.string(),
  size: z.number(),
  content_type: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFile>;

/** `GET /v1/uploads/:owner/:name`: both parts are single names, so no path can climb out of the owner's folder. */
export const uploadKeyParams = z.object({
  owner: z.string().regex(/^[0-9a-f]{32}$/),
  name: z.string().regex(UPLOAD_NAME_PATTERN),
});
