import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ParamListQuery, paramsEndpoints } from '@vox/contracts';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/http.ts';
import { paramsKeys } from './params-keys.ts';

/** GET /admin/params/page?page&limit&paramCode (the code or remark contains it). */
export function useParamList(query: ParamListQuery) {
  const { t } = useTranslation('params');
  return useQuery({
    meta: { errorText: t('error.list') },
    queryKey: paramsKeys.list(query),
    queryFn: () => api(paramsEndpoints.getAdminParamsPage, { query }),
    placeholderData: keepPreviousData,
  });
}
