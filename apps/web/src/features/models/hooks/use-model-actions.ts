import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDeleteModel, useEnableModel, useSetDefaultModel } from '../api/model-mutations.ts';
import type { ModelConfig } from '../api/model-types.ts';

/** Row actions; failures are shown by the query client with each action's own failure text. */
export function useModelActions() {
  const { t } = useTranslation('models');
  const { message } = App.useApp();
  const enable = useEnableModel();
  const setDefault = useSetDefaultModel();
  const remove = useDeleteModel();
  const ignore = () => undefined;

  return {
    enable: (row: ModelConfig, enabled: boolean) =>
      enable.mutateAsync({ id: row.id, enabled }).then(() => void message.success(t('toast.statusChanged'))).catch(ignore),
    setDefault: (row: ModelConfig) => setDefault.mutateAsync(row.id).then(() => void message.success(t('toast.defaultSet'))).catch(ignore),
    remove: (row: ModelConfig) =>
      remove.mutateAsync(row.id).then(() => void message.success(t('toast.deleted'))).catch(ignore),
    busyId: enable.isPending ? (enable.variables?.id ?? null) : null,
    busy: setDefault.isPending || remove.isPending,
  };
}
