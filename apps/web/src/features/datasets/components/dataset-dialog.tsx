import {
  DATASET_DESC_MAX,
  DATASET_NAME_MAX,
  DEFAULT_SCORE_THRESHOLD,
  DEFAULT_TOP_K,
  type Dataset,
  SEARCH_METHODS,
  type SearchMethod,
  TOP_K_MAX,
  TOP_K_MIN,
} from '@vox/contracts';
import { App, Col, Divider, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { useSaveDataset } from '../api/datasets.ts';
import { numberInRange } from '../utils/number-field.ts';

/** The select cannot hold null; this stands for "automatic", sent as search_method null. */
const AUTO = 'auto';

interface Values {
  name: string;
  desc: string;
  searchMethod: SearchMethod | typeof AUTO;
  /** Text, not InputNumber: InputNumber quietly clamps -5 to 1, so an out-of-range value would be saved unseen. */
  topK: string;
  scoreThreshold: string;
}

const valuesOf = (editing: Dataset | null): Values => ({
  name: editing?.name ?? '',
  desc: editing?.desc ?? '',
  searchMethod: editing?.retrieval_model.search_method ?? AUTO,
  topK: String(editing?.retrieval_model.top_k ?? DEFAULT_TOP_K),
  scoreThreshold: String(editing?.retrieval_model.score_threshold ?? DEFAULT_SCORE_THRESHOLD),
});

interface Props {
  subject: Dataset | 'new' | null;
  onClose: () => void;
  onCreated?: (created: Dataset) => void;
}

/** Refuses, with the range in the message, what is empty, not a number or outside min..max. */
const rangeRule = (message: string, min: number, max: number, integer: boolean) => ({
  validator: (_: unknown, value: unknown) => (numberInRange(value, min, max, integer) === null ? Promise.reject(new Error(message)) : Promise.resolve()),
});

/** Create a knowledge base, or change its name, description and retrieval settings. */
export function DatasetDialog({ subject, onClose, onCreated }: Props) {
  const { t } = useTranslation('datasets');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSaveDataset();

  const submit = async (values: Values, editing: Dataset | null) => {
    const body = {
      name: values.name.trim(),
      desc: values.desc.trim(),
      retrieval_model: { top_k: Number(values.topK), score_threshold: Number(values.scoreThreshold), search_method: values.searchMethod === AUTO ? null : values.searchMethod },
    };
    const saved = await save.mutateAsync({ id: editing?.id, body });
    onClose();
    void message.success(t(editing ? 'toast.saved' : 'toast.created'));
    if (!editing) onCreated?.(saved);
  };

  return (
    <FormDialog<Values, Dataset>
      subject={subject}
      title={(editing) => t(editing ? 'dialog.edit' : 'dialog.create')}
      form={form}
      valuesOf={valuesOf}
      onSubmit={submit}
      onClose={onClose}
      pending={save.isPending}
    >
      <Form.Item
        name="name"
        label={t('field.name')}
        rules={[
          { required: true, whitespace: true, message: t('form.nameRequired') },
          { max: DATASET_NAME_MAX, message: t('form.nameTooLong', { max: DATASET_NAME_MAX }) },
        ]}
      >
        <Input autoFocus maxLength={DATASET_NAME_MAX} showCount placeholder={t('field.namePlaceholder')} />
      </Form.Item>
      <Form.Item name="desc" label={t('field.desc')} rules={[{ max: DATASET_DESC_MAX, message: t('form.descTooLong', { max: DATASET_DESC_MAX }) }]}>
        <Input.TextArea rows={3} maxLength={DATASET_DESC_MAX} showCount placeholder={t('field.descPlaceholder')} />
      </Form.Item>
      <Divider titlePlacement="start" plain style={{ marginTop: 8 }}>{t('field.retrieval')}</Divider>
      <Form.Item name="searchMethod" label={t('field.searchMethod')}>
        <Select options={[{ value: AUTO, label: t('search.auto') }, ...SEARCH_METHODS.map((value) => ({ value, label: t(`search.${value}`) }))]} />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="topK" label={t('field.topK')} extra={t('field.topKHint', { min: TOP_K_MIN, max: TOP_K_MAX })} rules={[rangeRule(t('form.notInteger', { min: TOP_K_MIN, max: TOP_K_MAX }), TOP_K_MIN, TOP_K_MAX, true)]}>
            <Input inputMode="numeric" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="scoreThreshold" label={t('field.scoreThreshold')} extra={t('field.scoreThresholdHint')} rules={[rangeRule(t('form.outOfRange', { min: 0, max: 1 }), 0, 1, false)]}>
            <Input inputMode="decimal" />
          </Form.Item>
        </Col>
      </Row>
    </FormDialog>
  );
}
