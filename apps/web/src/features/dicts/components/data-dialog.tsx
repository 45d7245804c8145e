import { DICT_LIMITS, type DictDataDetail } from '@vox/contracts';
import { App, Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { useSaveDictData } from '../api/dict-mutations.ts';

interface Props {
  dictTypeId: string;
  /** null: closed; 'new': add; else the item to edit. */
  item: DictDataDetail | 'new' | null;
  onClose: () => void;
}

interface Values {
  dictLabel: string;
  dictValue: string;
  sort: number | null;
  remark?: string;
}

const valuesOf = (item: DictDataDetail | null): Partial<Values> =>
  item ? { dictLabel: item.dictLabel, dictValue: item.dictValue, sort: item.sort, remark: item.remark ?? '' } : { sort: 0 };

export function DataDialog({ dictTypeId, item, onClose }: Props) {
  const { t } = useTranslation('dicts');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSaveDictData();

  const submit = async (values: Values, editing: DictDataDetail | null) => {
    const body = { dictTypeId, dictLabel: values.dictLabel.trim(), dictValue: values.dictValue.trim(), sort: values.sort ?? 0, remark: values.remark?.trim() ?? '' };
    await save.mutateAsync({ id: editing?.id, body });
    void message.success(t('toast.saved'));
    onClose();
  };

  return (
    <FormDialog
      subject={item}
      title={(editing) => (editing ? t('data.edit') : t('data.add'))}
      form={form}
      valuesOf={valuesOf}
      onSubmit={submit}
      onClose={onClose}
      pending={save.isPending}
    >
      <Form.Item name="dictLabel" label={t('field.dictLabel')} rules={[{ required: true, whitespace: true, message: t('form.required') }, { max: DICT_LIMITS.dictLabel }]}>
        <Input />
      </Form.Item>
      <Form.Item name="dictValue" label={t('field.dictValue')} rules={[{ required: true, whitespace: true, message: t('form.required') }, { max: DICT_LIMITS.dictValue }]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="sort" label={t('field.sort')}>
        <InputNumber min={0} max={DICT_LIMITS.sortMax} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="remark" label={t('field.remark')} rules={[{ max: DICT_LIMITS.remark }]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
    </FormDialog>
  );
}
