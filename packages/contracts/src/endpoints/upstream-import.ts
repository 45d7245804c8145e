import { endpoint } from '../http/endpoint.ts';
import { upstreamImportHistory } from '../system/upstream-import.ts';

const tags: readonly string[] = ['admin'];

/** What `npm run admin -- import-upstream` brought over from a xiaozhi-esp32-server installation. */
export const upstreamImportEndpoints = {
  getAdminUpstreamImport: endpoint({
    method: 'GET',
    path: '/admin/upstream-import',
    access: 'admin',
    tags,
    summary: 'The upstream databases imported into this console: source (host:port/database), finish time and rows per table',
    response: upstreamImportHistory,
  }),
};
