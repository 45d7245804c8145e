import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ParamListQuery, paramsEndpoints } from '@vox/contracts';
import { useTranslation } from 'react-i18next';
import { apiQuery } from '../../../lib/api-query.ts';

/** GET /admin/params/page?page&limit&paramCode (the code or remark contains it). */
export function useParamList(query: ParamListQuery) {
  const { t } = useTranslation('params');
  return useQuery({
    ...apiQuery('params', paramsEndpoints.getAdminParamsPage, { query }),
    meta: { errorText: t('error.list') },
    placeholderData: keepPreviousData,
  });
}
