import type { McpServer } from '@vox/contracts';
import { Button, Card, Flex, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ServerLogo } from './server-logo.tsx';

interface Props {
  server: McpServer;
  onOpen: (server: McpServer) => void;
  onSubscribe: (server: McpServer) => void;
}

/** A market entry: logo, name, description and tags; the name opens the details. */
export function ServerCard({ server, onOpen, onSubscribe }: Props) {
  const { t } = useTranslation('mcp');
  return (
    <Card size="small" style={{ height: '100%' }} styles={{ body: { display: 'flex', flexDirection: 'column', gap: 10, height: '100%' } }}>
      <Flex align="center" gap={12}>
        <ServerLogo url={server.logo_url} />
        <Typography.Link strong ellipsis onClick={() => onOpen(server)} style={{ minWidth: 0, flex: 1 }}>{server.name}</Typography.Link>
      </Flex>
      <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ marginBottom: 0, minHeight: 44 }}>{server.desc || t('market.noDesc')}</Typography.Paragraph>
      <Space size={[4, 4]} wrap style={{ flex: 1, alignContent: 'flex-start' }}>
        {server.tags.map((tag) => <Tag key={tag} color="blue">{tag}</Tag>)}
      </Space>
      <Flex gap={8}>
        <Button block onClick={() => onOpen(server)}>{t('market.details')}</Button>
        <Button block type="primary" onClick={() => onSubscribe(server)}>{t('market.subscribe')}</Button>
      </Flex>
    </Card>
  );
}
