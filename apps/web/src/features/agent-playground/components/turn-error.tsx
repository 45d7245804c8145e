import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/app-link.tsx';
import { paths } from '../../../config/paths.ts';
import { isSuperAdmin, useSessionStore } from '../../../stores/session-store.ts';
import type { TurnError } from '../utils/transcript.ts';

/** Why the LLM gave no answer, in the provider's own words, with the way to the model's settings. */
export function TurnErrorAlert({ error }: { error: TurnError }) {
  const { t } = useTranslation('playground');
  const admin = useSessionStore((state) => isSuperAdmin(state.userInfo));
  const settings = admin ? `${paths.modelConfig}?type=LLM` : paths.llmEdit;
  const message = t(`error.${error.kind}`, { status: error.status ?? '', detail: error.detail });
  return (
    <Alert
      type="error"
      showIcon
      data-turn-error={error.kind}
      message={message}
      description={error.kind === 'toolRounds' ? null : <AppLink to={settings}>{t('error.settings', { model: error.modelId ?? '' })}</AppLink>}
    />
  );
}
