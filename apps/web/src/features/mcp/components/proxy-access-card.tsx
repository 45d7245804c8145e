import { ApiOutlined, CopyOutlined } from '../../../components/icons.tsx';
import { MCP_PROXY_TOKEN_DAYS, type McpProxyToken } from '@vox/contracts';
import { Alert, App, Button, Card, Flex, Input, Popconfirm, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCopy } from '../../../hooks/use-copy.ts';
import { formatDateTime } from '../../../lib/date-time.ts';
import { useIssueProxyToken, useRevokeProxyTokens } from '../api/proxy-token.ts';
import { useTimeZone } from '../../../stores/ui-store.ts';

const MONO = 'ui-monospace, SFMono-Regular, Menlo, monospace';

/** The issued endpoint lives only in this card's state: the server keeps a hash, so leaving the tab forgets it. */
function IssuedEndpoint({ issued }: { issued: McpProxyToken }) {
  const { t } = useTranslation(['mcp', 'common']);
  const zone = useTimeZone();
  const copy = useCopy();
  return (
    <Flex vertical gap={8} data-testid="mcp-proxy-issued">
      <Alert type="warning" showIcon title={t('proxy.shownOnce')} />
      {/* The whole URL stays visible, wrapped, so a phone shows the token too. */}
      <Flex gap={8} wrap align="start">
        <Input.TextArea
          readOnly
          autoSize
          value={issued.wss_endpoint}
          aria-label={t('proxy.endpoint')}
          onFocus={(event) => event.target.select()}
          style={{ flex: '1 1 240px', fontFamily: MONO, wordBreak: 'break-all' }}
        />
        <Button type="primary" icon={<CopyOutlined />} onClick={() => void copy(issued.wss_endpoint)}>{t('action.copy', { ns: 'common' })}</Button>
      </Flex>
      <Typography.Text type="secondary">{t('proxy.expires', { date: formatDateTime(new Date(issued.expires_at), zone) })}</Typography.Text>
      <Typography.Text type="secondary">{t('proxy.roleHint')}</Typography.Text>
    </Flex>
  );
}

/** "MCP access point": issue a proxy token for a tool host (shown once) and revoke them all. */
export function ProxyAccessCard() {
  const { t } = useTranslation('mcp');
  const { message } = App.useApp();
  const issue = useIssueProxyToken();
  const revoke = useRevokeProxyTokens();
  const [issued, setIssued] = useState<McpProxyToken | null>(null);

  const onIssue = () => issue.mutate(undefined, { onSuccess: setIssued });
  const onRevoke = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setIssued(null);
        void message.success(t('proxy.revoked'));
      },
    });

  return (
    <Card size="small" style={{ marginBottom: 12 }} styles={{ body: { display: 'flex', flexDirection: 'column', gap: 12 } }}>
      <Flex gap={12} wrap justify="space-between" align="center">
        <div style={{ minWidth: 0, flex: '1 1 280px' }}>
          <Typography.Text strong><ApiOutlined /> {t('proxy.title')}</Typography.Text>
          <Typography.Paragraph type="secondary" style={{ margin: 0, fontSize: 12 }}>{t('proxy.intro', { days: MCP_PROXY_TOKEN_DAYS })}</Typography.Paragraph>
        </div>
        <Flex gap={8} wrap>
          <Button type="primary" loading={issue.isPending} onClick={onIssue}>{t(issued ? 'proxy.issueAnother' : 'proxy.issue')}</Button>
          <Popconfirm title={t('proxy.confirmRevoke')} description={t('proxy.revokeHint')} okButtonProps={{ danger: true }} onConfirm={onRevoke}>
            <Button danger loading={revoke.isPending}>{t('proxy.revokeAll')}</Button>
          </Popconfirm>
        </Flex>
      </Flex>
      {issued && <IssuedEndpoint issued={issued} />}
    </Card>
  );
}
