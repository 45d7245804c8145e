import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Finds a file upstream stored by path (`uploadfile/x.bin`, or an absolute path on its host) in the folder copied from
 * its manager-api host: tried as stored, then by its name alone. Nothing outside the folder is read.
 */
export function upstreamFileReader(folder: string | null): (storedPath: string) => Promise<Buffer | null> {
  if (!folder) return async () => null;
  const root = path.resolve(folder);
  return async (storedPath) => {
    const relative = storedPath.replaceAll('\\', '/').replace(/^\/+/, '');
    const candidates = [path.resolve(root, relative), path.resolve(root, path.basename(relative))];
    for (const candidate of candidates) {
      if (candidate !== root && !candidate.startsWith(root + path.sep)) continue;
      try {
        return await readFile(candidate);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT' && (error as NodeJS.ErrnoException).code !== 'EISDIR') throw error;
      }
    }
    return null;
  };
}
