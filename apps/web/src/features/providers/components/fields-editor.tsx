import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '../../../components/icons.tsx';
import { Button, Flex, Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EDITOR_FIELD_TYPES, emptyRow, moveRow, takesLimits, type FieldRow } from '../utils/provider-fields.ts';

interface Props {
  rows: FieldRow[];
  onChange: (rows: FieldRow[]) => void;
  wide: boolean;
}

/** Rows of key / label / type / default / limits; on phones each row wraps into a small block. */
export function FieldsEditor({ rows, onChange, wide }: Props) {
  const { t } = useTranslation('providers');
  const update = (index: number, patch: Partial<FieldRow>) => onChange(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  const typeOptions = (current: string) =>
    [...new Set([...EDITOR_FIELD_TYPES, current])].map((type) => ({ value: type, label: t(`fieldType.${type}`, { defaultValue: type }) }));
  const cell = (width: number) => ({ width: wide ? width : '100%', flex: wide ? undefined : '1 1 100%' });

  return (
    <Flex vertical gap={8}>
      {rows.length === 0 ? <Typography.Text type="secondary">{t('fields.empty')}</Typography.Text> : null}
      {rows.map((row, index) => (
        <Flex
          key={row.rowId}
          gap={8}
          wrap={!wide}
          align="center"
          style={wide ? undefined : { padding: 8, border: '1px solid rgba(5, 5, 5, 0.06)', borderRadius: 8 }}
        >
          <Input aria-label={t('fields.key')} placeholder={t('fields.key')} value={row.key} onChange={(event) => update(index, { key: event.target.value })} style={cell(150)} />
          <Input aria-label={t('fields.label')} placeholder={t('fields.label')} value={row.label} onChange={(event) => update(index, { label: event.target.value })} style={cell(150)} />
          <Select aria-label={t('fields.type')} value={row.type} options={typeOptions(row.type)} onChange={(type) => update(index, { type })} style={cell(120)} />
          <Input aria-label={t('fields.default')} placeholder={t('fields.default')} value={row.default} onChange={(event) => update(index, { default: event.target.value })} style={cell(140)} />
          <Input
            aria-label={t('fields.limits')}
            placeholder={row.type === 'enum' ? t('fields.optionsPlaceholder') : t('fields.rangePlaceholder')}
            title={t('fields.limitsHint')}
            disabled={!takesLimits(row.type)}
            value={takesLimits(row.type) ? row.limits : ''}
            onChange={(event) => update(index, { limits: event.target.value })}
            style={cell(120)}
          />
          <Flex gap={4}>
            <Button size="small" icon={<ArrowUpOutlined />} disabled={index === 0} aria-label={t('fields.up')} onClick={() => onChange(moveRow(rows, index, -1))} />
            <Button size="small" icon={<ArrowDownOutlined />} disabled={index === rows.length - 1} aria-label={t('fields.down')} onClick={() => onChange(moveRow(rows, index, 1))} />
            <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('fields.remove')} onClick={() => onChange(rows.filter((_, at) => at !== index))} />
          </Flex>
        </Flex>
      ))}
      <Button type="dashed" icon={<PlusOutlined />} onClick={() => onChange([...rows, emptyRow()])} block>
        {t('fields.add')}
      </Button>
    </Flex>
  );
}
