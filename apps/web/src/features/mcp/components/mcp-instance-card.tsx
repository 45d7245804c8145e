import { DeleteOutlined, EditOutlined, ToolOutlined } from '../../../components/icons.tsx';
import type { McpInstance } from '@vox/contracts';
import { Button, Card, Flex, Popconfirm, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ServerLogo } from './server-logo.tsx';

interface Props {
  mcp: McpInstance;
  onTools: (mcp: McpInstance) => void;
  onEdit: (mcp: McpInstance) => void;
  onDelete: (mcp: McpInstance) => void;
}

/** One of the user's MCPs: where it comes from, its URL, how many agents use it, and its actions. */
/** Where the MCP comes from; a subscription named like its server says "from the market" rather than the name again. */
const originOf = (mcp: McpInstance, t: TFunction<'mcp'>) => {
  if (mcp.server_name === null) return t('instances.custom');
  return mcp.server_name === mcp.name ? t('instances.fromMarket') : mcp.server_name;
};

export function McpInstanceCard({ mcp, onTools, onEdit, onDelete }: Props) {
  const { t } = useTranslation('mcp');
  return (
    <Card
      size="small"
      style={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      styles={{ body: { display: 'flex', flexDirection: 'column', gap: 8, flex: 1 } }}
      actions={[
        <Button key="tools" type="text" icon={<ToolOutlined />} onClick={() => onTools(mcp)}>{t('instances.tools')}</Button>,
        <Button key="edit" type="text" icon={<EditOutlined />} onClick={() => onEdit(mcp)}>{t('action.edit')}</Button>,
        <Popconfirm key="delete" title={t('instances.confirmDelete', { name: mcp.name })} description={mcp.agent_count > 0 ? t('instances.inUseHint', { count: mcp.agent_count }) : undefined} onConfirm={() => onDelete(mcp)}>
          <Button type="text" danger icon={<DeleteOutlined />}>{t('action.delete')}</Button>
        </Popconfirm>,
      ]}
    >
      <Flex align="center" gap={12}>
        <ServerLogo url={mcp.logo_url} />
        <div style={{ minWidth: 0, flex: 1 }}>
          <Typography.Text strong ellipsis={{ tooltip: mcp.name }} style={{ display: 'block' }}>{mcp.name}</Typography.Text>
          <Typography.Text type="secondary" ellipsis style={{ display: 'block', fontSize: 12 }}>{originOf(mcp, t)}</Typography.Text>
        </div>
      </Flex>
      <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ marginBottom: 0 }}>{mcp.desc || t('market.noDesc')}</Typography.Paragraph>
      <Typography.Text code ellipsis={{ tooltip: mcp.config.sse.url }} style={{ fontSize: 12 }}>{mcp.config.sse.url}</Typography.Text>
      <Flex gap={4} wrap>
        <Tag color={mcp.agent_count > 0 ? 'green' : 'default'}>{t('instances.agentCount', { count: mcp.agent_count })}</Tag>
      </Flex>
    </Card>
  );
}
