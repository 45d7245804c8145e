import { Alert, Badge, Button, Card, Flex, Input, Skeleton, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/app-link.tsx';
import { CopyOutlined, ReloadOutlined } from '../../../components/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { useCopy } from '../../../hooks/use-copy.ts';
import { isSuperAdmin, useSessionStore } from '../../../stores/session-store.ts';
import { isAccessPointUnset, useAgentMcpAddress, useAgentMcpTools } from '../api/agent-mcp-access.ts';

/**
 * The agent's own MCP access point: the address a user's MCP tools (a PC program, a home
 * automation bridge) connect to, with copy, and the tools connected right now.
 */
export function McpAccessPointSection({ agentId }: { agentId: string }) {
  const { t } = useTranslation('agents');
  const { t: common } = useTranslation('common');
  const copy = useCopy();
  const admin = useSessionStore((state) => isSuperAdmin(state.userInfo));
  const address = useAgentMcpAddress(agentId);
  const tools = useAgentMcpTools(agentId, Boolean(address.data));

  const body = () => {
    if (address.isPending) return <Skeleton active paragraph={{ rows: 1 }} />;
    if (address.isError) {
      const unset = isAccessPointUnset(address.error);
      return (
        <Alert
          type={unset ? 'info' : 'error'}
          showIcon
          title={unset ? t('accessPoint.unset') : t('accessPoint.loadFailed')}
          description={
            <>
              <Typography.Text style={{ overflowWrap: 'anywhere' }}>{address.error.message}</Typography.Text>
              {unset && admin ? <div><AppLink to={paths.paramsManagement}>{t('accessPoint.goParams')}</AppLink></div> : null}
            </>
          }
        />
      );
    }
    const names = tools.data ?? [];
    const connected = names.length > 0;
    return (
      <Flex vertical gap={12}>
        <Space.Compact style={{ width: '100%' }}>
          <Input
            readOnly
            value={address.data}
            aria-label={t('accessPoint.address')}
            onFocus={(event) => event.target.select()}
            style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' }}
          />
          <Button type="primary" icon={<CopyOutlined />} onClick={() => void copy(address.data)}>{common('action.copy')}</Button>
        </Space.Compact>
        <Flex align="center" gap={8} wrap>
          <Badge
            status={tools.isFetching ? 'processing' : connected ? 'success' : 'default'}
            text={tools.isFetching ? t('accessPoint.checking') : connected ? t('accessPoint.connected', { count: names.length }) : t('accessPoint.disconnected')}
          />
          <Button size="small" icon={<ReloadOutlined />} onClick={() => void tools.refetch()} loading={tools.isFetching}>{t('accessPoint.refresh')}</Button>
        </Flex>
        {connected ? (
          <Flex gap={6} wrap aria-label={t('accessPoint.tools')}>
            {names.map((name) => <Tag key={name} style={{ marginInlineEnd: 0 }}>{name}</Tag>)}
          </Flex>
        ) : null}
      </Flex>
    );
  };

  return (
    <Card title={t('section.accessPoint')} variant="borderless">
      <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>{t('accessPoint.hint')}</Typography.Paragraph>
      {body()}
    </Card>
  );
}
