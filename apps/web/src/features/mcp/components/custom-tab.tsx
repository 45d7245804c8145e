import { PlusOutlined } from '../../../components/icons.tsx';
import type { McpServer } from '@vox/contracts';
import { Alert, App, Button, Col, Empty, Flex, Row, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../stores/session-store.ts';
import { failureText } from '../../../lib/api-failure.ts';
import { useMyServers, useServerMutations } from '../api/store-servers.ts';
import { CustomServerCard } from './custom-server-card.tsx';
import { ServerDialog } from './server-dialog.tsx';
import { ServerDrawer } from './server-drawer.tsx';
import { SubscribeDialog } from './subscribe-dialog.tsx';

/** The store servers the user manages; a super-admin's are the public ones, which they also publish. */
export function CustomTab() {
  const { t } = useTranslation('mcp');
  const { message, modal } = App.useApp();
  const superAdmin = useSessionStore((state) => state.userInfo?.superAdmin === 1);
  const { data = [], isFetching, error } = useMyServers();
  const { remove, publish } = useServerMutations();
  const [editing, setEditing] = useState<McpServer | 'new' | null>(null);
  const [preview, setPreview] = useState<McpServer | null>(null);
  const [subscribing, setSubscribing] = useState<McpServer | null>(null);

  // Failures are shown by the query client; the promises settle so the confirmations close.
  const onDelete = (server: McpServer) =>
    remove.mutateAsync({ id: server.id, isPublic: !server.is_private }).then(() => void message.success(t('toast.deleted')), () => undefined);
  // Publishing shows a server to every user, withdrawing hides it from new subscribers: both are confirmed.
  const onPublish = (server: McpServer, published: boolean) =>
    modal.confirm({
      title: t(published ? 'custom.confirmPublish' : 'custom.confirmUnpublish', { name: server.name }),
      content: t(published ? 'custom.confirmPublishHint' : 'custom.confirmUnpublishHint'),
      onOk: () =>
        publish.mutateAsync({ id: server.id, published }).then(() => void message.success(published ? t('custom.publishedToast') : t('custom.unpublishedToast')), () => undefined),
    });

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Text type="secondary" style={{ flex: '1 1 240px' }}>{superAdmin ? t('custom.adminIntro') : t('custom.intro')}</Typography.Text>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>{superAdmin ? t('custom.createPublic') : t('custom.create')}</Button>
      </Flex>
      {error ? <Alert type="error" showIcon title={failureText(error, t('custom.loadFailed'))} style={{ marginBottom: 16 }} /> : null}
      <Spin spinning={isFetching || remove.isPending || publish.isPending}>
        {data.length === 0 && !isFetching ? (
          <Empty description={t('custom.empty')} />
        ) : (
          <Row gutter={[12, 12]}>
            {data.map((server) => (
              <Col key={server.id} xs={24} sm={12} xl={8}>
                <CustomServerCard
                  server={server}
                  canPublish={superAdmin}
                  onPreview={setPreview}
                  onEdit={setEditing}
                  onDelete={(item) => void onDelete(item)}
                  onPublish={onPublish}
                  onSubscribe={setSubscribing}
                />
              </Col>
            ))}
          </Row>
        )}
      </Spin>
      <ServerDialog server={editing} superAdmin={superAdmin} onClose={() => setEditing(null)} />
      <ServerDrawer server={preview} onClose={() => setPreview(null)} />
      <SubscribeDialog server={subscribing} onClose={() => setSubscribing(null)} />
    </>
  );
}
