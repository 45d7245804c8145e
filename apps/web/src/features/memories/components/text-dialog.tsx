import { Form, Input } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog.tsx';

interface Props {
  open: boolean;
  title: ReactNode;
  label: string;
  initial: string;
  max: number;
  pending: boolean;
  onSubmit: (text: string) => Promise<void>;
  onClose: () => void;
}

/** One text to correct: a memory node's content. */
export function TextDialog({ open, title, label, initial, max, pending, onSubmit, onClose }: Props) {
  const { t } = useTranslation('memories');
  const [form] = Form.useForm<{ text: string }>();
  return (
    <FormDialog<{ text: string }, string>
      subject={open ? initial : null}
      form={form}
      pending={pending}
      title={() => title}
      valuesOf={(value) => ({ text: value ?? '' })}
      onSubmit={(values) => onSubmit(values.text.trim())}
      onClose={onClose}
    >
      <Form.Item name="text" label={label} rules={[{ required: true, whitespace: true, message: t('node.required') }]}>
        <Input.TextArea rows={4} maxLength={max} showCount />
      </Form.Item>
    </FormDialog>
  );
}
