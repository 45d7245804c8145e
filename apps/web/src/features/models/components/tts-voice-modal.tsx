import { App, Form, Input, InputNumber, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveTtsVoice } from '../api/tts-voices.ts';
import type { TtsVoice } from '../api/model-types.ts';

interface Props {
  ttsModelId: string;
  /** null: closed; 'new': add; else the voice to edit. */
  voice: TtsVoice | 'new' | null;
  onClose: () => void;
}

type Values = Pick<TtsVoice, 'ttsVoice' | 'name' | 'languages' | 'voiceDemo' | 'remark' | 'sort'>;

export function TtsVoiceModal({ ttsModelId, voice, onClose }: Props) {
  const { t } = useTranslation('models');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSaveTtsVoice();
  const editing = voice !== null && voice !== 'new';

  useEffect(() => {
    if (voice === null) return;
    form.resetFields();
    if (editing) form.setFieldsValue(voice);
  }, [voice, editing, form]);

  const submit = async (values: Values) => {
    const body = {
      ttsModelId,
      ttsVoice: values.ttsVoice.trim(),
      name: values.name.trim(),
      languages: values.languages ?? '',
      voiceDemo: values.voiceDemo ?? '',
      remark: values.remark ?? '',
      sort: values.sort ?? 0,
      referenceAudio: editing ? (voice.referenceAudio ?? null) : null,
      referenceText: editing ? (voice.referenceText ?? null) : null,
    };
    await save.mutateAsync({ id: editing ? voice.id : undefined, body });
    void message.success(t('toast.saved'));
    onClose();
  };

  return (
    <Modal
      open={voice !== null}
      title={editing ? t('voice.edit') : t('voice.add')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" initialValues={{ sort: 0 }} onFinish={(values) => void submit(values).catch(() => undefined)}>
        <Form.Item name="ttsVoice" label={t('voice.field.ttsVoice')} rules={[{ required: true, whitespace: true, message: t('voice.required') }]}>
          <Input />
        </Form.Item>
        <Form.Item name="name" label={t('voice.field.name')} rules={[{ required: true, whitespace: true, message: t('voice.required') }, { max: 20 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="languages" label={t('voice.field.languages')} rules={[{ required: true, whitespace: true, message: t('voice.required') }]}>
          <Input placeholder={t('voice.languagesPlaceholder')} />
        </Form.Item>
        <Form.Item name="voiceDemo" label={t('voice.field.voiceDemo')} rules={[{ type: 'url', message: t('form.docLinkInvalid') }]}>
          <Input placeholder="https://…/demo.mp3" />
        </Form.Item>
        <Form.Item name="remark" label={t('voice.field.remark')}>
          <Input />
        </Form.Item>
        <Form.Item name="sort" label={t('form.sort')}>
          <InputNumber min={0} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
