import { Popover, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { rowsFromFields } from '../utils/provider-fields.ts';

const SENSITIVE = /key|token|secret|password/i;

/** "n fields" opening the key / label / type list, secrets tagged. */
export function FieldsSummary({ fields }: { fields: string }) {
  const { t } = useTranslation('providers');
  const rows = rowsFromFields(fields);
  if (rows.length === 0) return <Typography.Text type="secondary">{t('fields.none')}</Typography.Text>;
  const content = (
    <Space direction="vertical" size={4} style={{ maxWidth: 320 }}>
      {rows.map((row) => (
        <Space key={row.rowId} size={6} wrap>
          <Typography.Text code>{row.key}</Typography.Text>
          <span>{row.label}</span>
          <Tag>{row.type}</Tag>
          {row.type === 'password' || SENSITIVE.test(row.key) ? <Tag color="orange">{t('fields.sensitive')}</Tag> : null}
        </Space>
      ))}
    </Space>
  );
  return (
    <Popover content={content} title={t('field.fields')} trigger="click">
      <Typography.Link>{t('fields.count', { count: rows.length })}</Typography.Link>
    </Popover>
  );
}
