import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PageData, ParamListQuery, ParamRow } from '@vox/contracts';
import { useTranslation } from 'react-i18next';
import { http } from '../../../lib/http.ts';
import { failWith } from '../../../lib/api-failure.ts';
import { paramsKeys } from './params-keys.ts';

/** GET /admin/params/page?page&limit&paramCode (the code or remark contains it). */
export function useParamList(query: ParamListQuery) {
  const { t } = useTranslation('params');
  return useQuery({
    queryKey: paramsKeys.list(query),
    queryFn: () => http.get<PageData<ParamRow>>('/admin/params/page', query, { onFailure: failWith(t('error.list')) }),
    placeholderData: keepPreviousData,
  });
}
