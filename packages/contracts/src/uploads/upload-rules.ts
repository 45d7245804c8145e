/** Upload rules shared by the console and the server; no schemas here, so importing one costs nothing. */

/**
 * What an upload is for. A token is issued for one purpose and its file is checked against that purpose's types and
 * size; a route that takes a file reference asks for the purpose it needs (voice clone: `voice`, dataset document:
 * `dataset`).
 */
export const UPLOAD_PURPOSES = ['voice', 'dataset'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/**
 * `GET /v1/upload-token` with no `type` issues a `dataset` token. The console calls it with no payload,
 * and the console's own file reference is the knowledge-base document (voice cloning names `type=voice`); `dataset`
 * is also the purpose with the broader set of accepted files, so a caller that does not say gets the more useful one.
 */
export const DEFAULT_UPLOAD_PURPOSE: UploadPurpose = 'dataset';

export interface UploadPurposeRule {
  /** Lower-case extensions with their dot, and the content type each is stored and served with. */
  readonly types: Readonly<Record<string, string>>;
  readonly maxBytes: number;
}

const MB = 1024 * 1024;

/** Voice samples: mp3/wav up to 10 MB; dataset documents: pdf, docx, md, txt, html, csv up to 50 MB. */
export const UPLOAD_RULES: Readonly<Record<UploadPurpose, UploadPurposeRule>> = {
  voice: {
    types: { '.mp3': 'audio/mpeg', '.wav': 'audio/wav' },
    maxBytes: 10 * MB,
  },
  dataset: {
    types: {
      '.pdf': 'application/pdf',
      '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      '.md': 'text/markdown; charset=utf-8',
      '.txt': 'text/plain; charset=utf-8',
      '.html': 'text/html; charset=utf-8',
      '.csv': 'text/csv; charset=utf-8',
    },
    maxBytes: 50 * MB,
  },
};

/** An upload token works this long (default 1 h) and once. */
export const UPLOAD_TOKEN_TTL_SECONDS = 3600;

/**
 * A key the client may choose for its file: one name of letters, digits, `.`, `_`, `-`, starting with a letter or
 * digit. No folders and so no `..`: the server files it under the caller's own folder (`<user id>/<name>`).
 */
export const UPLOAD_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/** The file's extension (lower case, with its dot) when the purpose accepts it. */
export function uploadExtensionOf(purpose: UploadPurpose, fileName: string): string | undefined {
  const dot = fileName.lastIndexOf('.');
  const extension = dot < 0 ? '' : fileName.slice(dot).toLowerCase();
  return Object.hasOwn(UPLOAD_RULES[purpose].types, extension) ? extension : undefined;
}

/** `.mp3, .wav`, for messages and the file picker's `accept`. */
export const uploadExtensionList = (purpose: UploadPurpose): string => Object.keys(UPLOAD_RULES[purpose].types).join(', ');

/**
 * The bytes one account may keep stored: uploads, knowledge-base files and voice clone samples together. Admins have
 * their own param; 0 means no limit (the admins' default).
 */
export const UPLOAD_QUOTA_PARAM = 'upload.quota_bytes';
export const UPLOAD_ADMIN_QUOTA_PARAM = 'upload.admin_quota_bytes';
export const UPLOAD_QUOTA_DEFAULT_BYTES = 1024 * MB;

const SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** A size in 1024-steps for people to read: `1 GB`, `12.5 MB`, `300 B` (at most two decimals). */
export function formatStorageSize(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${Math.round(value * 100) / 100} ${SIZE_UNITS[unit]}`;
}
