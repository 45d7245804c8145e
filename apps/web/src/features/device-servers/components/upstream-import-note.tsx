import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { CommandFlagsText } from '../../../components/command-flags-text.tsx';
import { formatMinute } from '../../../lib/date-time.ts';
import { useUpstreamImports } from '../api/device-servers.ts';

/**
 * After an import from xiaozhi-esp32-server: its server.secret came over, so the xiaozhi-server that served those
 * devices keeps its manager-api.secret. A run that stopped part-way says so, since a second run resumes it.
 */
export function UpstreamImportNote() {
  const { t } = useTranslation('deviceServers');
  const { data } = useUpstreamImports();
  const latest = data?.imports[0];
  if (!latest) return null;
  const finished = data.imports.find((run) => run.finishedAt !== null);
  if (!finished) {
    return <Alert type="warning" role="status" showIcon data-testid="upstream-import-note" title={t('upstream.unfinished', { source: latest.source, time: formatMinute(new Date(latest.updatedAt)) })} />;
  }
  return (
    <Alert
      type="success"
      role="note"
      showIcon
      data-testid="upstream-import-note"
      title={t('upstream.imported', { source: finished.source, time: formatMinute(new Date(finished.finishedAt!)) })}
      description={<CommandFlagsText text={t('upstream.keepsWorking')} />}
    />
  );
}
