import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type DictDataBody, type DictDataUpdateBody, dictsEndpoints, type DictTypeBody, type DictTypeUpdateBody } from '@vox/contracts';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/http.ts';
import { dictsKeys } from './dicts-keys.ts';
import { failWith } from '../../../lib/api-failure.ts';

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: dictsKeys.all });
}

/** POST /admin/dict/type/save to add, PUT /admin/dict/type/update (with id) to edit. */
export function useSaveDictType() {
  const { t } = useTranslation('dicts');
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: DictTypeBody }) =>
      id
        ? api(dictsEndpoints.putAdminDictTypeUpdate, { body: { ...body, id } satisfies DictTypeUpdateBody }, { onFailure: failWith(t('error.typeUpdate')) })
        : api(dictsEndpoints.postAdminDictTypeSave, { body }, { onFailure: failWith(t('error.typeAdd')) }),
    onSuccess: invalidate,
  });
}

/** POST /admin/dict/type/delete with the id list; the server removes their data too. */
export function useDeleteDictTypes() {
  const { t } = useTranslation('dicts');
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (ids: readonly string[]) => api(dictsEndpoints.postAdminDictTypeDelete, { body: [...ids] }, { onFailure: failWith(t('error.typeDelete')) }),
    onSettled: invalidate,
  });
}

/** POST /admin/dict/data/save to add, PUT /admin/dict/data/update (with id) to edit. */
export function useSaveDictData() {
  const { t } = useTranslation('dicts');
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: DictDataBody }) =>
      id
        ? api(dictsEndpoints.putAdminDictDataUpdate, { body: { ...body, id } satisfies DictDataUpdateBody }, { onFailure: failWith(t('error.dataUpdate')) })
        : api(dictsEndpoints.postAdminDictDataSave, { body }, { onFailure: failWith(t('error.dataAdd')) }),
    onSuccess: invalidate,
  });
}

/** POST /admin/dict/data/delete with the id list. */
export function useDeleteDictData() {
  const { t } = useTranslation('dicts');
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (ids: readonly string[]) => api(dictsEndpoints.postAdminDictDataDelete, { body: [...ids] }, { onFailure: failWith(t('error.dataDelete')) }),
    onSettled: invalidate,
  });
}
