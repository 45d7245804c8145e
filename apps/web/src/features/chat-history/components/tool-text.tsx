import { Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Tool results can be long JSON: longer than 80 characters, they start folded to their first line. */
const FOLD_OVER = 80;

export function ToolText({ text, result }: { text: string; result: boolean }) {
  const { t } = useTranslation('chat');
  const foldable = result && text.length > FOLD_OVER;
  const [open, setOpen] = useState(false);
  const shown = foldable && !open ? `${text.split('\n')[0]?.slice(0, FOLD_OVER) ?? ''}…` : text;
  return (
    <div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>{result ? t('message.toolResult') : t('message.toolCall')}</Typography.Text>
      <pre style={{ margin: '2px 0 0', whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontSize: 12 }}>{shown}</pre>
      {foldable ? (
        <Typography.Link style={{ fontSize: 12 }} onClick={() => setOpen(!open)}>
          {open ? t('message.collapse') : t('message.expand')}
        </Typography.Link>
      ) : null}
    </div>
  );
}
