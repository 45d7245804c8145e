import { describeParamShape, fitsParamShape, isProtectedParam, PARAM_CODE_MAX, PARAM_CODE_PATTERN, PARAM_REMARK_MAX, PARAM_VALUE_TYPES, paramShapeOf, type ParamRow } from '@vox/contracts';
import { Alert, App, Form, Input, Modal, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../lib/api-failure.ts';
import { useLocaleStore } from '../../../stores/locale-store.ts';
import { useSaveParam } from '../api/param-mutations.ts';
import { fromEditorText, toEditorText, valueProblem } from '../utils/param-editing.ts';
import { ParamValueInput } from './param-value-input.tsx';

interface Props {
  /** null: closed; 'new': add; else the param to edit. */
  param: ParamRow | 'new' | null;
  wide: boolean;
  onClose: () => void;
}

interface Values {
  paramCode: string;
  valueType: string;
  paramValue: string;
  remark?: string;
}

export function ParamDialog({ param, wide, onClose }: Props) {
  const { t } = useTranslation('params');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveParam();
  const editing = param !== null && param !== 'new';
  const valueType = Form.useWatch('valueType', form) ?? 'string';
  const code = Form.useWatch('paramCode', form) ?? '';
  const locale = useLocaleStore((state) => state.locale);
  // The same rule the server applies (contracts' param shapes), shown before saving and checked on the way.
  const shape = paramShapeOf(code.trim());
  const shapeRule = shape ? describeParamShape(shape)[locale] : undefined;

  useEffect(() => {
    if (param === null) return;
    form.resetFields();
    setFailure(null);
    if (editing) {
      form.setFieldsValue({ paramCode: param.paramCode, valueType: param.valueType, paramValue: toEditorText(param.valueType, param.paramValue), remark: param.remark ?? '' });
    } else {
      form.setFieldsValue({ valueType: 'string', paramValue: '' });
    }
  }, [param, editing, form]);

  const onTypeChange = (next: string) => {
    const current = form.getFieldValue('paramValue') as string | undefined;
    if (next === 'boolean' && !/^(true|false)$/i.test(current?.trim() ?? '')) form.setFieldValue('paramValue', 'false');
  };

  const submit = async (values: Values) => {
    setFailure(null);
    const body = { paramCode: values.paramCode.trim(), valueType: values.valueType, paramValue: fromEditorText(values.valueType, values.paramValue ?? ''), remark: values.remark?.trim() ?? '' };
    try {
      await save.mutateAsync({ id: editing ? param.id : undefined, body });
    } catch (error) {
      setFailure(serverMessage(error) || t(editing ? 'error.update' : 'error.add'));
      return;
    }
    void message.success(t('toast.saved'));
    onClose();
  };

  const validateValue = (_: unknown, raw: string | undefined) => {
    const value = fromEditorText(valueType, raw ?? '');
    const problem = valueProblem(valueType, value);
    if (problem) return Promise.reject(new Error(t(`form.${problem}`)));
    const unchangedSecret = editing && param.secret && value === param.paramValue;
    if (shape && shapeRule && !unchangedSecret && !fitsParamShape(shape, value)) return Promise.reject(new Error(t('form.shape', { rule: shapeRule })));
    return Promise.resolve();
  };
  const valueHint = editing && param.secret ? t('form.secretKept') : shapeRule ? t('form.shapeHint', { rule: shapeRule }) : valueType === 'array' ? t('form.arrayHint') : undefined;

  return (
    <Modal
      open={param !== null}
      title={editing ? t('dialog.edit') : t('dialog.add')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('action.save')}
      confirmLoading={save.isPending}
      width={wide ? 640 : undefined}
      destroyOnHidden
    >
      {failure ? <Alert type="error" showIcon message={t('error.rejected')} description={failure} style={{ marginBottom: 16 }} role="alert" /> : null}
      <Form<Values> form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        <Form.Item
          name="paramCode"
          label={t('field.paramCode')}
          extra={editing && isProtectedParam(param.paramCode) ? t('form.protected') : undefined}
          rules={[{ required: true, whitespace: true, message: t('form.required') }, { pattern: PARAM_CODE_PATTERN, message: t('form.codeInvalid') }, { max: PARAM_CODE_MAX }]}
        >
          <Input disabled={editing && isProtectedParam(param.paramCode)} />
        </Form.Item>
        <Form.Item name="valueType" label={t('field.valueType')} rules={[{ required: true, message: t('form.required') }]}>
          <Select options={PARAM_VALUE_TYPES.map((type) => ({ value: type, label: t(`type.${type}`) }))} onChange={onTypeChange} />
        </Form.Item>
        <Form.Item
          name="paramValue"
          label={t('field.paramValue')}
          extra={valueHint ? <Typography.Text type="secondary">{valueHint}</Typography.Text> : undefined}
          rules={[{ validator: validateValue }]}
        >
          <ParamValueInput type={valueType} />
        </Form.Item>
        <Form.Item name="remark" label={t('field.remark')} rules={[{ max: PARAM_REMARK_MAX }]}>
          <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
