import { App, Form, Modal, type FormInstance } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props<V, S> {
  /** null: closed; 'new': adding; else the row being edited. */
  subject: S | 'new' | null;
  title: (editing: S | null) => ReactNode;
  form: FormInstance<V>;
  /** The values the form starts from each time it opens: the row's for an edit, defaults for an add. */
  valuesOf: (editing: S | null) => Partial<V>;
  /** Resets what the dialog keeps beside the form (e.g. an editor's rows) each time it opens. */
  onOpen?: (editing: S | null) => void;
  /** Saves; resolves once saved (the caller closes and says so), rejects to keep the dialog open. */
  onSubmit: (values: V, editing: S | null) => Promise<void>;
  onClose: () => void;
  pending: boolean;
  okText?: string;
  /** e.g. while a file is still uploading. */
  okDisabled?: boolean;
  width?: number;
  /** Above the form, e.g. why the server refused the last save. */
  notice?: ReactNode;
  children: ReactNode;
}

/**
 * The add/edit dialog of every admin list: a vertical form, reset to the subject's values on each opening. Closing it
 * (×, Esc, a click outside, Cancel) after typing asks first, as role configuration does for unsaved changes.
 */
export function FormDialog<V, S>({ subject, title, form, valuesOf, onOpen, onSubmit, onClose, pending, okText, okDisabled, width, notice, children }: Props<V, S>) {
  const { t } = useTranslation('common');
  const { modal } = App.useApp();
  const editing = subject === null || subject === 'new' ? null : subject;
  // Read at opening only: the caller's functions may be new ones on every render.
  const opening = useRef({ valuesOf, onOpen });
  opening.current = { valuesOf, onOpen };
  useEffect(() => {
    if (subject === null) return;
    const target = subject === 'new' ? null : subject;
    form.resetFields();
    form.setFieldsValue(opening.current.valuesOf(target) as Parameters<typeof form.setFieldsValue>[0]);
    opening.current.onOpen?.(target);
  }, [subject, form]);

  return (
    <Modal
      open={subject !== null}
      title={title(editing)}
      onCancel={() => {
        if (!form.isFieldsTouched()) return onClose();
        modal.confirm({
          title: t('discard.title'),
          content: t('discard.content'),
          okText: t('discard.ok'),
          cancelText: t('discard.keep'),
          okButtonProps: { danger: true },
          onOk: onClose,
        });
      }}
      onOk={() => form.submit()}
      okText={okText}
      okButtonProps={okDisabled ? { disabled: true } : undefined}
      confirmLoading={pending}
      width={width}
      destroyOnHidden
    >
      {notice}
      <Form<V> form={form} layout="vertical" onFinish={(values) => void onSubmit(values, editing).catch(() => undefined)}>
        {children}
      </Form>
    </Modal>
  );
}
