import { DownloadOutlined } from '../../../components/icons.tsx';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDropdown } from '../../../components/app-dropdown.tsx';
import { reportFailure } from '../../../lib/query-client.ts';
import { downloadHref, requestDownloadLink, type DownloadScope } from '../api/one-time-links.ts';

const SCOPES: readonly DownloadScope[] = ['current', 'previous'];

/** A fresh one-time link per click; an anchor click, unlike window.open after a request, is not popup-blocked. */
async function download(agentId: string, sessionId: string, scope: DownloadScope) {
  const id = await requestDownloadLink(agentId, sessionId);
  const anchor = document.createElement('a');
  anchor.href = downloadHref(id, scope);
  anchor.download = 'history.txt';
  anchor.rel = 'noopener';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
}

/** Two buttons on wide screens, one menu on phones. */
export function DownloadButtons({ agentId, sessionId, compact }: { agentId: string; sessionId: string; compact: boolean }) {
  const { t } = useTranslation('chat');
  const [busy, setBusy] = useState<DownloadScope | null>(null);
  const run = (scope: DownloadScope) => {
    setBusy(scope);
    download(agentId, sessionId, scope)
      .catch((error: unknown) => reportFailure(error, undefined))
      .finally(() => setBusy(null));
  };
  const label = (scope: DownloadScope) => (scope === 'current' ? t('download.current') : t('download.previous'));
  if (compact) {
    return (
      <AppDropdown trigger={['click']} placement="bottomRight" menu={{ items: SCOPES.map((scope) => ({ key: scope, label: label(scope) })), onClick: ({ key }) => run(key as DownloadScope) }}>
        <Button size="small" icon={<DownloadOutlined />} loading={busy !== null}>{t('download.menu')}</Button>
      </AppDropdown>
    );
  }
  return (
    <Flex gap={8} wrap justify="flex-end">
      {SCOPES.map((scope) => (
        <Button key={scope} size="small" icon={<DownloadOutlined />} loading={busy === scope} onClick={() => run(scope)}>{label(scope)}</Button>
      ))}
    </Flex>
  );
}
