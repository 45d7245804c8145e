import { CopyOutlined, ReloadOutlined, SyncOutlined } from '../../../components/icons.tsx';
import type { ServerAction } from '@vox/contracts';
import { Alert, Button, Card, Flex, Popconfirm, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCopy } from '../../../hooks/use-copy.ts';
import { failureText } from '../../../lib/api-failure.ts';
import { useEmitAction } from '../api/device-servers.ts';

type Outcome = { ok: true; action: ServerAction; at: Date } | { ok: false; action: ServerAction; message: string; at: Date };

/** One device server: its address, the two actions (each confirmed) and the last action's outcome. */
export function ServerCard({ url }: { url: string }) {
  const { t } = useTranslation('deviceServers');
  const copy = useCopy();
  const emit = useEmitAction();
  const [pending, setPending] = useState<ServerAction | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const run = async (action: ServerAction) => {
    setPending(action);
    setOutcome(null);
    try {
      await emit.mutateAsync({ targetWs: url, action });
      setOutcome({ ok: true, action, at: new Date() });
    } catch (error) {
      setOutcome({ ok: false, action, message: failureText(error, t('error.action')), at: new Date() });
    } finally {
      setPending(null);
    }
  };

  const actionButton = (action: ServerAction, icon: ReactNode) => (
    <Popconfirm title={t(`confirm.${action}`)} description={url} onConfirm={() => void run(action)} okButtonProps={{ danger: action === 'restart' }}>
      <Button icon={icon} loading={pending === action} disabled={pending !== null && pending !== action} danger={action === 'restart'}>
        {t(`action.${action}`)}
      </Button>
    </Popconfirm>
  );

  return (
    <Card size="small" title={<Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>{t('field.address')}</Typography.Text>}>
      <Flex vertical gap={12}>
        <Flex align="center" gap={4} style={{ minWidth: 0 }}>
          <Typography.Text code style={{ wordBreak: 'break-all' }}>{url}</Typography.Text>
          <Button type="text" size="small" icon={<CopyOutlined />} aria-label={t('action.copy')} onClick={() => void copy(url)} />
        </Flex>
        <Flex gap={8} wrap>
          {actionButton('restart', <ReloadOutlined />)}
          {actionButton('update_config', <SyncOutlined />)}
        </Flex>
        {outcome ? (
          <Alert
            role="status"
            type={outcome.ok ? 'success' : 'error'}
            showIcon
            message={outcome.ok ? t(`result.${outcome.action}`) : t('result.failed', { action: t(`action.${outcome.action}`) })}
            description={outcome.ok ? undefined : outcome.message}
          />
        ) : null}
      </Flex>
    </Card>
  );
}
