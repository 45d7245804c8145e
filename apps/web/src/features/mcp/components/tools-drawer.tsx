import type { McpInstance, McpTool } from '@vox/contracts';
import { Alert, Button, Collapse, Drawer, Empty, Grid, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../lib/api-failure.ts';
import { useMcpTools } from '../api/instances.ts';
import { ToolTryForm } from './tool-try-form.tsx';

function ToolList({ mcpId, tools }: { mcpId: string; tools: readonly McpTool[] }) {
  const { t } = useTranslation('mcp');
  if (tools.length === 0) return <Empty description={t('tools.empty')} />;
  return (
    <Collapse
      items={tools.map((tool) => ({
        key: tool.name,
        label: (
          <div style={{ minWidth: 0 }}>
            <Typography.Text strong code>{tool.name}</Typography.Text>
            <Typography.Paragraph type="secondary" style={{ marginBottom: 0, marginTop: 4, overflowWrap: 'anywhere' }}>{tool.description || t('tools.noDescription')}</Typography.Paragraph>
          </div>
        ),
        children: <ToolTryForm mcpId={mcpId} tool={tool} />,
      }))}
    />
  );
}

/** An MCP's tools, listed live from its server; each opens into a form to try it. */
export function ToolsDrawer({ mcp, onClose }: { mcp: McpInstance | null; onClose: () => void }) {
  const { t } = useTranslation('mcp');
  const wide = Grid.useBreakpoint().md ?? false;
  const { data, error, isFetching, refetch } = useMcpTools(mcp?.id ?? null);
  const body = () => {
    if (isFetching) return <Skeleton active />;
    if (error) return <Alert type="error" showIcon title={failureText(error, t('tools.fetchFailed'))} />;
    return data && mcp ? <ToolList mcpId={mcp.id} tools={data.tools} /> : null;
  };
  return (
    <Drawer
      open={mcp !== null}
      onClose={onClose}
      size={wide ? 640 : '100%'}
      title={t('tools.title', { name: mcp?.name ?? '' })}
      destroyOnHidden
      extra={<Button onClick={() => void refetch()} loading={isFetching}>{t('tools.reload')}</Button>}
    >
      {body()}
    </Drawer>
  );
}
