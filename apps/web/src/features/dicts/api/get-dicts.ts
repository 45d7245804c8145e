import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type DictDataPageQuery, dictsEndpoints, type DictTypePageQuery } from '@vox/contracts';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/http.ts';
import { dictsKeys } from './dicts-keys.ts';

/** GET /admin/dict/type/page?dictType&dictName&page&limit (empty filters are sent as empty strings, SPEC §5). */
export function useDictTypes(query: DictTypePageQuery) {
  const { t } = useTranslation('dicts');
  return useQuery({
    meta: { errorText: t('error.typeList') },
    queryKey: dictsKeys.typeList(query),
    queryFn: () => api(dictsEndpoints.getAdminDictTypePage, { query }),
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/dict/data/page?dictTypeId&dictLabel&dictValue&page&limit, once a type is selected. */
export function useDictData(query: DictDataPageQuery | null) {
  const { t } = useTranslation('dicts');
  return useQuery({
    meta: { errorText: t('error.dataList') },
    queryKey: query ? dictsKeys.dataList(query) : dictsKeys.data(),
    queryFn: () => api(dictsEndpoints.getAdminDictDataPage, { query: query! }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/dict/type/{id}: the selected type's name and code for the data panel's heading. */
export function useDictType(id: string) {
  const { t } = useTranslation('dicts');
  return useQuery({
    meta: { errorText: t('error.typeDetail') },
    queryKey: dictsKeys.type(id),
    queryFn: () => api(dictsEndpoints.getAdminDictType, { params: { id } }),
    enabled: id !== '',
  });
}
