import { useQuery } from '@tanstack/react-query';
import { upstreamImportEndpoints } from '@vox/contracts';
import { useTranslation } from 'react-i18next';
import { apiQuery } from '../../../lib/api-query.ts';

/** GET /admin/upstream-import: whether this console ever imported a xiaozhi-esp32-server installation. */
export function useUpstreamImports() {
  const { t } = useTranslation('params');
  return useQuery({
    ...apiQuery('params', upstreamImportEndpoints.getAdminUpstreamImport, {}),
    meta: { errorText: t('upstream.error') },
    staleTime: 60_000,
  });
}
