import { SEGMENT_CONTENT_MAX, SEGMENT_KEYWORDS_MAX, type Segment } from '@vox/contracts';
import { App, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { useAddSegment, useUpdateSegment } from '../api/segments.ts';

interface Values {
  content: string;
  keywords: string[];
}

interface Props {
  datasetId: string;
  docId: string;
  subject: Segment | 'new' | null;
  onClose: () => void;
}

/** Edit a segment's text and keywords, or add one after the last; either is indexed again at once. */
export function SegmentDialog({ datasetId, docId, subject, onClose }: Props) {
  const { t } = useTranslation('datasets');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const update = useUpdateSegment(datasetId, docId);
  const add = useAddSegment(datasetId, docId);

  const submit = async (values: Values, editing: Segment | null) => {
    const segment = { content: values.content.trim(), keywords: values.keywords.map((word) => word.trim()).filter(Boolean) };
    if (editing) await update.mutateAsync({ segId: editing.id, ...segment });
    else await add.mutateAsync(segment);
    onClose();
    void message.success(t(editing ? 'seg.toast.saved' : 'seg.toast.added'));
  };

  return (
    <FormDialog<Values, Segment>
      subject={subject}
      title={(editing) => (editing ? t('seg.editTitle', { position: editing.position }) : t('seg.addTitle'))}
      form={form}
      valuesOf={(editing) => ({ content: editing?.content ?? '', keywords: editing?.keywords ?? [] })}
      onSubmit={submit}
      onClose={onClose}
      pending={update.isPending || add.isPending}
      width={720}
    >
      <Form.Item
        name="content"
        label={t('seg.content')}
        rules={[
          { required: true, whitespace: true, message: t('seg.contentRequired') },
          { max: SEGMENT_CONTENT_MAX, message: t('seg.contentTooLong', { max: SEGMENT_CONTENT_MAX }) },
        ]}
      >
        <Input.TextArea autoFocus autoSize={{ minRows: 6, maxRows: 16 }} showCount maxLength={SEGMENT_CONTENT_MAX} />
      </Form.Item>
      <Form.Item
        name="keywords"
        label={t('seg.keywords')}
        extra={t('seg.keywordsHint', { max: SEGMENT_KEYWORDS_MAX })}
        rules={[{ type: 'array', max: SEGMENT_KEYWORDS_MAX, message: t('seg.keywordsHint', { max: SEGMENT_KEYWORDS_MAX }) }]}
      >
        <Select mode="tags" open={false} tokenSeparators={[',', '，']} maxCount={SEGMENT_KEYWORDS_MAX} suffixIcon={null} />
      </Form.Item>
    </FormDialog>
  );
}
