import { CORRECT_WORD_FILE_MAX_BYTES, CORRECT_WORD_FILE_NAME_MAX, type CorrectWordFile } from '@vox/contracts';
import { Alert, App, Button, Form, Input, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { UploadOutlined } from '../../../components/icons.tsx';
import { useSaveCorrectWordFile } from '../api/correct-words.ts';
import { CORRECT_WORD_MAX, checkWordText } from '../utils/word-lines.ts';

interface Values {
  fileName: string;
  text: string;
}

interface Props {
  subject: CorrectWordFile | 'new' | null;
  wide: boolean;
  onClose: () => void;
}

/** Add or edit a word file: a name and its `source|target` lines, typed or read from a .txt file. */
export function WordFileDialog({ subject, wide, onClose }: Props) {
  const { t } = useTranslation('correctWords');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSaveCorrectWordFile();
  const [refused, setRefused] = useState<string | null>(null);
  const [fileSize, setFileSize] = useState<number | null>(null);

  const validateText = (_: unknown, text: string | undefined) => {
    const check = checkWordText(text ?? '');
    if (check.ok) return Promise.resolve();
    if ('tooLarge' in check) return Promise.reject(new Error(t('validation.tooLarge', { size: check.tooLarge })));
    if ('empty' in check) return Promise.reject(new Error(t('validation.empty')));
    return Promise.reject(new Error(t(`validation.${check.problem.reason}`, { line: check.problem.line, text: check.problem.text.slice(0, 40), max: CORRECT_WORD_MAX })));
  };

  const readFile = async (file: File) => {
    if (file.size > CORRECT_WORD_FILE_MAX_BYTES) {
      void message.error(t('validation.tooLarge', { size: file.size }));
      return;
    }
    const text = await file.text();
    setFileSize(file.size);
    const current = form.getFieldValue('fileName') as string | undefined;
    form.setFieldsValue({ text, ...(current ? {} : { fileName: file.name.replace(/\.txt$/i, '').slice(0, CORRECT_WORD_FILE_NAME_MAX) }) });
    await form.validateFields(['text']).catch(() => undefined);
  };

  return (
    <FormDialog<Values, CorrectWordFile>
      subject={subject}
      title={(editing) => (editing ? t('dialog.edit') : t('dialog.add'))}
      form={form}
      valuesOf={(editing) => ({ fileName: editing?.fileName ?? '', text: editing?.content.join('\n') ?? '' })}
      onOpen={() => {
        setRefused(null);
        setFileSize(null);
      }}
      onSubmit={async (values, editing) => {
        setRefused(null);
        const check = checkWordText(values.text);
        if (!check.ok) return Promise.reject(new Error('invalid'));
        try {
          await save.mutateAsync({ id: editing?.id, body: { fileName: values.fileName.trim(), content: check.lines, ...(fileSize != null ? { fileSize } : {}) } });
        } catch (error) {
          setRefused(error instanceof Error ? error.message : String(error));
          throw error;
        }
        void message.success(t(editing ? 'toast.updated' : 'toast.added'));
        onClose();
      }}
      onClose={onClose}
      pending={save.isPending}
      width={wide ? 640 : undefined}
      notice={refused ? <Alert type="error" showIcon title={refused} style={{ marginBottom: 12 }} /> : null}
    >
      <Form.Item name="fileName" label={t('field.fileName')} rules={[{ required: true, whitespace: true, message: t('validation.fileName') }, { max: CORRECT_WORD_FILE_NAME_MAX }]}>
        <Input maxLength={CORRECT_WORD_FILE_NAME_MAX} placeholder={t('placeholder.fileName')} />
      </Form.Item>
      <Form.Item
        name="text"
        label={t('field.content')}
        extra={<Typography.Text type="secondary">{t('hint.content')}</Typography.Text>}
        rules={[{ validator: validateText }]}
        validateFirst
      >
        <Input.TextArea rows={wide ? 12 : 8} placeholder={'小志|小智\n广洲|广州'} spellCheck={false} style={{ fontFamily: 'monospace' }} />
      </Form.Item>
      <Upload accept=".txt,text/plain" showUploadList={false} beforeUpload={(file) => {
          void readFile(file);
          return false;
        }}>
        <Button icon={<UploadOutlined />}>{t('action.upload')}</Button>
      </Upload>
    </FormDialog>
  );
}
