import { useMutation } from '@tanstack/react-query';
import { type ParamBody, paramsEndpoints } from '@vox/contracts';
import { useTranslation } from 'react-i18next';
import { sealPassword } from '../../../lib/crypto.ts';
import { api } from '../../../lib/http.ts';
import { shownByScreen } from '../../../lib/query-client.ts';

/** POST /admin/params to add, PUT /admin/params (with id) to edit; failures are shown in the dialog. */
export function useSaveParam() {
  return useMutation({
    // The dialog shows the failure itself (a live check's explanation), so no toast.
    meta: { ...shownByScreen, invalidatesOnSuccess: ['params'] },
    mutationFn: ({ id, body }: { id?: string; body: ParamBody }) =>
      id ? api(paramsEndpoints.putAdminParams, { body: { ...body, id } }) : api(paramsEndpoints.postAdminParams, { body }),
  });
}

/** POST /admin/params/delete with the id list. */
export function useDeleteParams() {
  const { t } = useTranslation('params');
  return useMutation({
    meta: { errorText: t('error.delete'), invalidates: ['params'] },
    mutationFn: (ids: readonly string[]) => api(paramsEndpoints.postAdminParamsDelete, { body: [...ids] }),
  });
}

/** POST /admin/params/sm2/regenerate: a new sign-in key pair, both halves together. */
export function useRegenerateKeyPair() {
  const { t } = useTranslation('params');
  return useMutation({
    meta: { errorText: t('error.regenerate'), invalidates: ['params'] },
    mutationFn: () => api(paramsEndpoints.postAdminParamsSm2Regenerate, {}),
  });
}

/**
 * POST /admin/params/{id}/reveal: the clear value of a secret param, for the admin's own password sealed as at
 * sign-in (SM2 with the pub-config key). The dialog shows failures itself; the value is dropped once it closes.
 */
export function useRevealSecret() {
  return useMutation({
    meta: shownByScreen,
    gcTime: 0,
    mutationFn: async ({ id, password, publicKey }: { id: string; password: string; publicKey: string }) =>
      api(paramsEndpoints.postAdminParamsReveal, { params: { id }, body: { password: await sealPassword(password, publicKey) } }),
  });
}
