import { CloudDownloadOutlined, CloudUploadOutlined, DeleteOutlined, EditOutlined, EyeOutlined } from '../../../components/icons.tsx';
import type { McpServer } from '@vox/contracts';
import { Button, Card, Flex, Popconfirm, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerLogo } from './server-logo.tsx';

interface Props {
  server: McpServer;
  /** Publishing is the super-admin's. */
  canPublish: boolean;
  onPreview: (server: McpServer) => void;
  onEdit: (server: McpServer) => void;
  onDelete: (server: McpServer) => void;
  onPublish: (server: McpServer, published: boolean) => void;
  /** A private server is not in the market: its owner subscribes from here. */
  onSubscribe: (server: McpServer) => void;
}

/** One store server the user manages: visibility, state, subscriptions, and the actions allowed on it. */
export function CustomServerCard({ server, canPublish, onPreview, onEdit, onDelete, onPublish, onSubscribe }: Props) {
  const { t } = useTranslation('mcp');
  const published = server.status === 'published';
  const actions: ReactNode[] = [<Button key="preview" type="text" icon={<EyeOutlined />} onClick={() => onPreview(server)}>{t('custom.preview')}</Button>];
  if (server.editable) {
    actions.push(<Button key="edit" type="text" icon={<EditOutlined />} onClick={() => onEdit(server)}>{t('action.edit')}</Button>);
    if (canPublish) {
      actions.push(
        <Button key="publish" type="text" icon={published ? <CloudDownloadOutlined /> : <CloudUploadOutlined />} onClick={() => onPublish(server, !published)}>
          {published ? t('custom.unpublish') : t('custom.publish')}
        </Button>,
      );
    }
    actions.push(
      <Popconfirm key="delete" title={t('custom.confirmDelete', { name: server.name })} description={server.subscriptions > 0 ? t('custom.inUseHint', { count: server.subscriptions }) : undefined} onConfirm={() => onDelete(server)}>
        <Button type="text" danger icon={<DeleteOutlined />}>{t('action.delete')}</Button>
      </Popconfirm>,
    );
  }
  return (
    <Card size="small" style={{ height: '100%', display: 'flex', flexDirection: 'column' }} styles={{ body: { display: 'flex', flexDirection: 'column', gap: 8, flex: 1 }, actions: { display: 'flex', flexWrap: 'wrap' } }} actions={actions}>
      <Flex align="center" gap={12}>
        <ServerLogo url={server.logo_url} />
        <Typography.Text strong ellipsis={{ tooltip: server.name }} style={{ minWidth: 0, flex: 1 }}>{server.name}</Typography.Text>
      </Flex>
      <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ marginBottom: 0 }}>{server.desc || t('market.noDesc')}</Typography.Paragraph>
      <Typography.Text code ellipsis={{ tooltip: server.config_schema.sse.url }} style={{ fontSize: 12 }}>{server.config_schema.sse.url || '—'}</Typography.Text>
      <Flex gap={4} wrap align="center">
        <Tag color={server.is_private ? 'default' : 'purple'}>{server.is_private ? t('custom.private') : t('custom.public')}</Tag>
        <Tag color={published ? 'green' : 'orange'}>{published ? t('custom.published') : t('custom.unpublished')}</Tag>
        <Tag>{t('custom.subscriptions', { count: server.subscriptions })}</Tag>
        <Button size="small" type="primary" ghost onClick={() => onSubscribe(server)} style={{ marginInlineStart: 'auto' }}>{t('market.subscribe')}</Button>
      </Flex>
    </Card>
  );
}
