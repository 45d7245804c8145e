import { DOCUMENT_EXTENSIONS, type DocumentExtension } from '@vox/contracts';

/** The largest file the browser sends; the server refuses larger ones too. */
export const DOCUMENT_MAX_MB = 50;
export const DOCUMENT_MAX_BYTES = DOCUMENT_MAX_MB * 1024 * 1024;

/** For the file picker's `accept`. */
export const DOCUMENT_ACCEPT = DOCUMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',');

export const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

export type FileProblem = { kind: 'type'; extension: string } | { kind: 'size' } | { kind: 'empty' };

/** Why a picked file cannot be sent, or null when it can. */
export function fileProblem(file: Pick<File, 'name' | 'size'>): FileProblem | null {
  const extension = extensionOf(file.name);
  if (!(DOCUMENT_EXTENSIONS as readonly string[]).includes(extension as DocumentExtension)) return { kind: 'type', extension: extension || file.name };
  if (file.size > DOCUMENT_MAX_BYTES) return { kind: 'size' };
  if (file.size === 0) return { kind: 'empty' };
  return null;
}
