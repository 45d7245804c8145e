import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type DictDataBody, type DictDataUpdateBody, dictsEndpoints, type DictTypeBody, type DictTypeUpdateBody } from '@vox/contracts';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/http.ts';
import { queryKeyOf } from '../../../lib/query-keys.ts';

/** POST /admin/dict/type/save to add, PUT /admin/dict/type/update (with id) to edit. */
export function useSaveDictType() {
  const { t } = useTranslation('dicts');
  return useMutation({
    meta: { errorText: ({ id }: { id?: string }) => t(id ? 'error.typeUpdate' : 'error.typeAdd'), invalidatesOnSuccess: ['dicts'] },
    mutationFn: ({ id, body }: { id?: string; body: DictTypeBody }) =>
      id
        ? api(dictsEndpoints.putAdminDictTypeUpdate, { body: { ...body, id } satisfies DictTypeUpdateBody })
        : api(dictsEndpoints.postAdminDictTypeSave, { body }),
  });
}

/** POST /admin/dict/type/delete with the id list; the server removes their data too. */
export function useDeleteDictTypes() {
  const { t } = useTranslation('dicts');
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorText: t('error.typeDelete'), invalidates: ['dicts'] },
    mutationFn: (ids: readonly string[]) => api(dictsEndpoints.postAdminDictTypeDelete, { body: [...ids] }),
    // The screen may still show a deleted type for a moment (its URL changes in a transition): drop its detail and
    // data from the cache first, so the refetch below never asks for them and reports "字典类型不存在".
    onSuccess: (_data, ids) => {
      for (const id of ids) {
        queryClient.removeQueries({ queryKey: queryKeyOf('dicts', dictsEndpoints.getAdminDictType, { params: { id } }) });
        queryClient.removeQueries({ queryKey: queryKeyOf('dicts', dictsEndpoints.getAdminDictDataPage, { query: { dictTypeId: id } }) });
      }
    },
  });
}

/** POST /admin/dict/data/save to add, PUT /admin/dict/data/update (with id) to edit. */
export function useSaveDictData() {
  const { t } = useTranslation('dicts');
  return useMutation({
    meta: { errorText: ({ id }: { id?: string }) => t(id ? 'error.dataUpdate' : 'error.dataAdd'), invalidatesOnSuccess: ['dicts'] },
    mutationFn: ({ id, body }: { id?: string; body: DictDataBody }) =>
      id
        ? api(dictsEndpoints.putAdminDictDataUpdate, { body: { ...body, id } satisfies DictDataUpdateBody })
        : api(dictsEndpoints.postAdminDictDataSave, { body }),
  });
}

/** POST /admin/dict/data/delete with the id list. */
export function useDeleteDictData() {
  const { t } = useTranslation('dicts');
  return useMutation({
    meta: { errorText: t('error.dataDelete'), invalidates: ['dicts'] },
    mutationFn: (ids: readonly string[]) => api(dictsEndpoints.postAdminDictDataDelete, { body: [...ids] }),
  });
}
