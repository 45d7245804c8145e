import { Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  type: string;
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
}

const MONO = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' };

/** The value field follows the type: true/false choice, a number box, one array item per line, or JSON text. */
export function ParamValueInput({ type, value = '', onChange, id }: Props) {
  const { t } = useTranslation('params');
  const change = (next: string) => onChange?.(next);
  if (type === 'boolean') {
    return (
      <Radio.Group id={id} value={value.trim().toLowerCase()} onChange={(event) => change(String(event.target.value))}>
        <Radio value="true">true</Radio>
        <Radio value="false">false</Radio>
      </Radio.Group>
    );
  }
  if (type === 'number') return <Input id={id} inputMode="decimal" value={value} onChange={(event) => change(event.target.value)} />;
  return (
    <Input.TextArea
      id={id}
      value={value}
      onChange={(event) => change(event.target.value)}
      autoSize={{ minRows: type === 'json' ? 6 : 2, maxRows: 16 }}
      placeholder={type === 'array' ? t('form.arrayHint') : undefined}
      style={type === 'json' || type === 'array' ? MONO : undefined}
      spellCheck={false}
    />
  );
}
