import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ParamBody } from '@vox/contracts';
import { useTranslation } from 'react-i18next';
import { http } from '../../../lib/http.ts';
import { failInPlace, failWith } from './failure.ts';
import { paramsKeys } from './params-keys.ts';

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: paramsKeys.all });
}

/** POST /admin/params to add, PUT /admin/params (with id) to edit; failures are shown in the dialog. */
export function useSaveParam() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: ParamBody }) =>
      id ? http.put<null>('/admin/params', { ...body, id }, { onFailure: failInPlace }) : http.post<null>('/admin/params', body, { onFailure: failInPlace }),
    onSuccess: invalidate,
  });
}

/** POST /admin/params/delete with the id list. */
export function useDeleteParams() {
  const { t } = useTranslation('params');
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (ids: readonly string[]) => http.post<null>('/admin/params/delete', ids, { onFailure: failWith(t('error.delete')) }),
    onSettled: invalidate,
  });
}
