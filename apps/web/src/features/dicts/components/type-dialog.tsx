import { DICT_LIMITS, type DictTypeDetail } from '@vox/contracts';
import { App, Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { useSaveDictType } from '../api/dict-mutations.ts';

interface Props {
  /** null: closed; 'new': add; else the type to edit. */
  type: DictTypeDetail | 'new' | null;
  onClose: () => void;
}

interface Values {
  dictType: string;
  dictName: string;
  sort: number | null;
  remark?: string;
}

const valuesOf = (type: DictTypeDetail | null): Partial<Values> =>
  type ? { dictType: type.dictType, dictName: type.dictName, sort: type.sort, remark: type.remark ?? '' } : { sort: 0 };

export function TypeDialog({ type, onClose }: Props) {
  const { t } = useTranslation('dicts');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSaveDictType();

  const submit = async (values: Values, editing: DictTypeDetail | null) => {
    const body = { dictType: values.dictType.trim(), dictName: values.dictName.trim(), sort: values.sort ?? 0, remark: values.remark?.trim() ?? '' };
    await save.mutateAsync({ id: editing?.id, body });
    void message.success(t('toast.saved'));
    onClose();
  };

  return (
    <FormDialog
      subject={type}
      title={(editing) => (editing ? t('type.edit') : t('type.add'))}
      form={form}
      valuesOf={valuesOf}
      onSubmit={submit}
      onClose={onClose}
      pending={save.isPending}
    >
      <Form.Item name="dictName" label={t('field.dictName')} rules={[{ required: true, whitespace: true, message: t('form.required') }, { max: DICT_LIMITS.dictName }]}>
        <Input />
      </Form.Item>
      <Form.Item
        name="dictType"
        label={t('field.dictType')}
        extra={t('form.dictTypeHelp')}
        rules={[
          { required: true, whitespace: true, message: t('form.required') },
          { pattern: /^\s*[A-Za-z0-9_.-]+\s*$/, message: t('form.codeInvalid') },
          { max: DICT_LIMITS.dictType },
        ]}
      >
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
