import type { McpContentItem, McpToolCallResult } from '@vox/contracts';
import { Alert, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { parseJsonText } from '../utils/schema-fields.ts';

const pre = { margin: 0, padding: 12, background: '#f6f8fa', borderRadius: 6, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxHeight: 360, overflow: 'auto', fontSize: 12 } as const;

/** Text that is JSON is shown pretty-printed; other text as it came. */
function textOf(item: McpContentItem): string {
  if (item.type !== 'text' || typeof item.text !== 'string') return JSON.stringify(item, null, 2);
  const trimmed = item.text.trim();
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) return item.text;
  const parsed = parseJsonText(trimmed);
  return parsed.ok ? JSON.stringify(parsed.value, null, 2) : item.text;
}

/** A CallToolResult: each content item, structured content as JSON, and a tool-side error set apart in red. */
export function ToolResult({ result }: { result: McpToolCallResult }) {
  const { t } = useTranslation('mcp');
  return (
    <Flex vertical gap={8} data-testid="mcp-tool-result" data-error={result.isError ? 'true' : 'false'}>
      {result.isError ? <Alert type="error" showIcon title={t('tools.resultError')} /> : <Alert type="success" showIcon title={t('tools.resultOk')} />}
      {result.content.length === 0 && !result.structuredContent ? <Typography.Text type="secondary">{t('tools.resultEmpty')}</Typography.Text> : null}
      {result.content.map((item, index) => (
        <pre key={index} style={{ ...pre, ...(result.isError ? { background: '#fff2f0', color: '#a8071a' } : {}) }}>{textOf(item)}</pre>
      ))}
      {result.structuredContent ? <pre style={pre}>{JSON.stringify(result.structuredContent, null, 2)}</pre> : null}
      {result.truncated ? <Typography.Text type="warning">{t('tools.truncated')}</Typography.Text> : null}
    </Flex>
  );
}
