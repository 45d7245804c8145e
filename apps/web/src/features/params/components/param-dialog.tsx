import { isProtectedParam, PARAM_CODE_MAX, PARAM_CODE_PATTERN, PARAM_REMARK_MAX, PARAM_VALUE_TYPES, type ParamRow } from '@vox/contracts';
import { Alert, App, Form, Input, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { serverMessage } from '../../../lib/api-failure.ts';
import { useLocaleStore } from '../../../stores/locale-store.ts';
import { useSaveParam } from '../api/param-mutations.ts';
import { fromEditorText, shapeRuleOf, toEditorText, valueProblem } from '../utils/param-editing.ts';
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

/** Under the value: the secret-kept note, else the param's allowed values, else the array format. */
function ValueHint({ secret, rule, array }: { secret: boolean; rule: string | undefined; array: boolean }) {
  const { t } = useTranslation('params');
  const hint = secret ? t('form.secretKept') : rule ? t('form.shapeHint', { rule }) : array ? t('form.arrayHint') : undefined;
  return hint ? <Typography.Text type="secondary">{hint}</Typography.Text> : null;
}

const valuesOf = (param: ParamRow | null): Partial<Values> =>
  param
    ? { paramCode: param.paramCode, valueType: param.valueType, paramValue: toEditorText(param.valueType, param.paramValue), remark: param.remark ?? '' }
    : { valueType: 'string', paramValue: '' };

export function ParamDialog({ param, wide, onClose }: Props) {
  const { t } = useTranslation('params');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveParam();
  const editing = param !== null && param !== 'new' ? param : null;
  const valueType = Form.useWatch('valueType', form) ?? 'string';
  const locale = useLocaleStore((state) => state.locale);
  const rule = shapeRuleOf(Form.useWatch('paramCode', form), locale);

  const onTypeChange = (next: string) => {
    const current = form.getFieldValue('paramValue') as string | undefined;
    if (next === 'boolean' && !/^(true|false)$/i.test(current?.trim() ?? '')) form.setFieldValue('paramValue', 'false');
  };

  const submit = async (values: Values) => {
    setFailure(null);
    const body = { paramCode: values.paramCode.trim(), valueType: values.valueType, paramValue: fromEditorText(values.valueType, values.paramValue ?? ''), remark: values.remark?.trim() ?? '' };
    try {
      await save.mutateAsync({ id: editing?.id, body });
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
    const unchangedSecret = editing?.secret === true && value === editing.paramValue;
    if (rule && !unchangedSecret && !rule.fits(value)) return Promise.reject(new Error(t('form.shape', { rule: rule.text })));
    return Promise.resolve();
  };

  return (
    <FormDialog
      subject={param}
      title={() => (editing ? t('dialog.edit') : t('dialog.add'))}
      form={form}
      valuesOf={valuesOf}
      onOpen={() => setFailure(null)}
      onSubmit={submit}
      onClose={onClose}
      pending={save.isPending}
      okText={t('action.save')}
      width={wide ? 640 : undefined}
      notice={failure ? <Alert type="error" showIcon message={t('error.rejected')} description={failure} style={{ marginBottom: 16 }} role="alert" /> : null}
    >
      <Form.Item
        name="paramCode"
        label={t('field.paramCode')}
        extra={editing && isProtectedParam(editing.paramCode) ? t('form.protected') : undefined}
        rules={[{ required: true, whitespace: true, message: t('form.required') }, { pattern: PARAM_CODE_PATTERN, message: t('form.codeInvalid') }, { max: PARAM_CODE_MAX }]}
      >
        <Input disabled={editing !== null && isProtectedParam(editing.paramCode)} />
      </Form.Item>
      <Form.Item name="valueType" label={t('field.valueType')} rules={[{ required: true, message: t('form.required') }]}>
        <Select options={PARAM_VALUE_TYPES.map((type) => ({ value: type, label: t(`type.${type}`) }))} onChange={onTypeChange} />
      </Form.Item>
      <Form.Item
        name="paramValue"
        label={t('field.paramValue')}
        extra={<ValueHint secret={editing?.secret === true} rule={rule?.text} array={valueType === 'array'} />}
        rules={[{ validator: validateValue }]}
      >
        <ParamValueInput type={valueType} />
      </Form.Item>
      <Form.Item name="remark" label={t('field.remark')} rules={[{ max: PARAM_REMARK_MAX }]}>
        <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} />
      </Form.Item>
    </FormDialog>
  );
}
