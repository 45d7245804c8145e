import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type DictDataPageQuery, dictsEndpoints, type DictTypePageQuery } from '@vox/contracts';
import { useTranslation } from 'react-i18next';
import { apiQuery } from '../../../lib/api-query.ts';
import { api } from '../../../lib/http.ts';
import { queryKeyOf } from '../../../lib/query-keys.ts';

/** GET /admin/dict/type/page?dictType&dictName&page&limit (empty filters are sent as empty strings). */
export function useDictTypes(query: DictTypePageQuery) {
  const { t } = useTranslation('dicts');
  return useQuery({
    ...apiQuery('dicts', dictsEndpoints.getAdminDictTypePage, { query }),
    meta: { errorText: t('error.typeList') },
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/dict/data/page?dictTypeId&dictLabel&dictValue&page&limit, once a type is selected. */
export function useDictData(query: DictDataPageQuery | null) {
  const { t } = useTranslation('dicts');
  return useQuery({
    meta: { errorText: t('error.dataList') },
    queryKey: queryKeyOf('dicts', dictsEndpoints.getAdminDictDataPage, query ? { query } : {}),
    queryFn: () => api(dictsEndpoints.getAdminDictDataPage, { query: query! }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/dict/type/{id}: the selected type's name and code for the data panel's heading. */
export function useDictType(id: string) {
  const { t } = useTranslation('dicts');
  return useQuery({
    ...apiQuery('dicts', dictsEndpoints.getAdminDictType, { params: { id } }),
    meta: { errorText: t('error.typeDetail') },
    enabled: id !== '',
  });
}
