import { FULL_PHONE_PATTERN } from '@vox/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { useCreateUser } from '../api/user-mutations.ts';
import type { IssuedPassword } from './new-password-modal.tsx';

interface Values {
  mobile: string;
}

/** Adds a user by full phone number; the generated password goes to the one-time password dialog. */
export function CreateUserDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (issued: IssuedPassword) => void }) {
  const { t } = useTranslation('users');
  const [form] = Form.useForm<Values>();
  const create = useCreateUser();
  const submit = async ({ mobile }: Values) => {
    const created = await create.mutateAsync({ mobile: mobile.trim() });
    onClose();
    onCreated({ mobile: mobile.trim(), password: created.password, created: true });
  };
  return (
    <FormDialog<Values, never>
      subject={open ? 'new' : null}
      title={() => t('create.title')}
      form={form}
      valuesOf={() => ({ mobile: '' })}
      onSubmit={submit}
      onClose={onClose}
      pending={create.isPending}
    >
      <Form.Item
        name="mobile"
        label={t('create.mobile')}
        extra={t('create.mobileHint')}
        rules={[
          {
            validator: (_, value: string | undefined) =>
              FULL_PHONE_PATTERN.test((value ?? '').trim()) ? Promise.resolve() : Promise.reject(new Error(t('create.mobileInvalid'))),
          },
        ]}
      >
        <Input inputMode="tel" autoComplete="off" placeholder="+8613800000000" />
      </Form.Item>
    </FormDialog>
  );
}
