import type { McpInstance } from '@vox/contracts';
import { App, Button, Col, Empty, Row, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths.ts';
import { navigateTo } from '../../../lib/navigation.ts';
import { useDeleteMcp, useMcpInstances } from '../api/instances.ts';
import { McpEditDialog } from './mcp-edit-dialog.tsx';
import { McpInstanceCard } from './mcp-instance-card.tsx';
import { ProxyAccessCard } from './proxy-access-card.tsx';
import { ToolsDrawer } from './tools-drawer.tsx';

/** The user's MCPs: try their tools, edit their keys, delete those no agent uses; and their MCP access point. */
export function InstancesTab() {
  const { t } = useTranslation('mcp');
  const { message } = App.useApp();
  const { data = [], isFetching } = useMcpInstances();
  const remove = useDeleteMcp();
  const [editing, setEditing] = useState<McpInstance | null>(null);
  const [toolsOf, setToolsOf] = useState<McpInstance | null>(null);

  // A refusal (613: in use by an agent) is shown by the query client with the server's msg.
  const onDelete = (mcp: McpInstance) => remove.mutate(mcp.id, { onSuccess: () => void message.success(t('toast.deleted')) });

  return (
    <>
      <ProxyAccessCard />
      <Spin spinning={isFetching || remove.isPending}>
        {data.length === 0 && !isFetching ? (
          <Empty description={t('instances.empty')}>
            <Button type="primary" onClick={() => navigateTo(paths.mcpMarket)}>{t('instances.goMarket')}</Button>
          </Empty>
        ) : (
          <Row gutter={[12, 12]}>
            {data.map((mcp) => (
              <Col key={mcp.id} xs={24} sm={12} xl={8}>
                <McpInstanceCard mcp={mcp} onTools={setToolsOf} onEdit={setEditing} onDelete={onDelete} />
              </Col>
            ))}
          </Row>
        )}
        <McpEditDialog mcp={editing} onClose={() => setEditing(null)} />
        <ToolsDrawer mcp={toolsOf} onClose={() => setToolsOf(null)} />
      </Spin>
    </>
  );
}
