import { Alert, Card, Checkbox, Empty, Flex, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/app-link.tsx';
import { paths } from '../../../config/paths.ts';
import type { McpBinding } from '../hooks/use-mcp-binding.ts';

/** The user's MCPs as a checklist: the checked ones are the tools this agent may call. */
export function McpSection({ binding }: { binding: McpBinding }) {
  const { t } = useTranslation('agents');
  const body = () => {
    if (binding.loading) return <Skeleton active paragraph={{ rows: 2 }} />;
    if (binding.error) return <Alert type="error" showIcon title={t('mcp.loadFailed')} description={binding.error} />;
    if (binding.options.length === 0) {
      return (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('mcp.empty')}>
          <AppLink to={paths.mcpMarket}>{t('mcp.goMarket')}</AppLink>
        </Empty>
      );
    }
    return (
      <Checkbox.Group value={binding.selected} onChange={(ids) => binding.setSelected(ids)} style={{ width: '100%' }} aria-label={t('section.mcp')}>
        <Flex vertical gap={10} style={{ width: '100%' }}>
          {binding.options.map((item) => (
            <Checkbox key={item.mcp_id} value={item.mcp_id} style={{ minWidth: 0 }}>
              <Typography.Text style={{ overflowWrap: 'anywhere' }}>{item.name}</Typography.Text>
              {item.is_private ? null : <Tag color="purple" style={{ marginInlineStart: 8 }}>{t('mcp.public')}</Tag>}
              {item.desc ? <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12, overflowWrap: 'anywhere' }}>{item.desc}</Typography.Text> : null}
            </Checkbox>
          ))}
        </Flex>
      </Checkbox.Group>
    );
  };
  return (
    <Card title={t('section.mcp')} variant="borderless" extra={<AppLink to={paths.mcpMy}>{t('mcp.manage')}</AppLink>}>
      <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>{t('mcp.hint')}</Typography.Paragraph>
      {body()}
    </Card>
  );
}
