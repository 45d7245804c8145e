import type { McpServer } from '@vox/contracts';
import { Button, Drawer, Empty, Flex, Grid, Space, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeHtml } from '../utils/sanitize.ts';
import { ServerLogo } from './server-logo.tsx';

interface Props {
  server: McpServer | null;
  onClose: () => void;
  /** Absent: a preview without the subscribe action (the custom tab). */
  onSubscribe?: (server: McpServer) => void;
}

/** A server's details; its rich content is its author's HTML, so it is sanitised before it is rendered. */
export function ServerDrawer({ server, onClose, onSubscribe }: Props) {
  const { t } = useTranslation('mcp');
  const wide = Grid.useBreakpoint().md ?? false;
  const html = useMemo(() => (server?.content ? sanitizeHtml(server.content) : ''), [server?.content]);
  return (
    <Drawer
      open={server !== null}
      onClose={onClose}
      size={wide ? 640 : '100%'}
      title={server?.name}
      destroyOnHidden
      extra={server && onSubscribe ? <Button type="primary" onClick={() => onSubscribe(server)}>{t('market.subscribe')}</Button> : null}
    >
      {server ? (
        <Flex vertical gap={16}>
          <Flex gap={12} align="flex-start">
            <ServerLogo url={server.logo_url} size={56} />
            <Flex vertical gap={6} style={{ minWidth: 0 }}>
              <Typography.Text>{server.desc || t('market.noDesc')}</Typography.Text>
              <Space size={[4, 4]} wrap>{server.tags.map((tag) => <Tag key={tag} color="blue">{tag}</Tag>)}</Space>
              {server.document_url ? (
                <Typography.Link href={server.document_url} target="_blank" rel="noopener noreferrer">{t('market.documentation')}</Typography.Link>
              ) : null}
            </Flex>
          </Flex>
          {html ? (
            // Sanitised above; the content keeps to the drawer's width (long words and wide images included).
            <div className="mcp-rich-content" data-testid="mcp-rich-content" style={{ overflowWrap: 'anywhere', maxWidth: '100%' }} dangerouslySetInnerHTML={{ __html: html }} />
          ) : (
            <Empty description={t('market.noContent')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
          )}
        </Flex>
      ) : null}
    </Drawer>
  );
}
