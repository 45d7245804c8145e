import { ToolOutlined } from '../../../components/icons.tsx';
import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ToolStep } from '../utils/transcript.ts';

/** One function call in the transcript: its name and arguments, then its result and how long it took. */
export function ToolStepCard({ step }: { step: ToolStep }) {
  const { t } = useTranslation('playground');
  const done = step.result !== undefined;
  return (
    <div data-tool-step={step.name} style={{ border: '1px solid #f0f0f0', borderRadius: 8, padding: '6px 10px', background: '#fafafa', maxWidth: '100%' }}>
      <Flex gap={8} align="center" wrap>
        <ToolOutlined style={{ color: '#8c8c8c' }} />
        <Typography.Text strong style={{ fontSize: 13 }}>{step.name}</Typography.Text>
        {done ? <Tag color={step.ok ? 'success' : 'error'} style={{ marginInlineEnd: 0 }}>{step.ok ? t('tool.ok') : t('tool.failed')}</Tag> : <Tag color="processing" style={{ marginInlineEnd: 0 }}>{t('tool.running')}</Tag>}
        {done && step.ms !== undefined ? <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('tool.took', { ms: step.ms })}</Typography.Text> : null}
      </Flex>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('tool.arguments')}</Typography.Text>
      <pre style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontSize: 12 }}>{step.arguments || '{}'}</pre>
      {done ? (
        <>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('tool.result')}</Typography.Text>
          <Typography.Paragraph ellipsis={{ rows: 4, expandable: 'collapsible', symbol: (expanded: boolean) => (expanded ? t('tool.less') : t('tool.more')) }} style={{ margin: 0, fontSize: 12, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {step.result}
          </Typography.Paragraph>
        </>
      ) : null}
    </div>
  );
}
