import { useQuery } from '@tanstack/react-query';
import { upstreamImportEndpoints } from '@vox/contracts';
import { useTranslation } from 'react-i18next';
import { apiQuery } from '../../../lib/api-query.ts';
import { QUERY_ROOTS } from '../../../lib/query-keys.ts';

/** GET /admin/upstream-import: whether this console ever imported a xiaozhi-esp32-server installation. */
export function useUpstreamImports() {
  const { t } = useTranslation('params');
  return useQuery({
    ...apiQuery(QUERY_ROOTS.params, upstreamImportEndpoints.getAdminUpstreamImport, {}),
    meta: { errorText: t('upstream.error') },
    staleTime: 60_000,
  });
}
