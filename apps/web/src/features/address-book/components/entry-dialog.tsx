import { ADDRESS_BOOK_ALIAS_MAX, type AddressBookDevice, type AddressBookEntry } from '@vox/contracts';
import { Alert, App, Form, Input, Select, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { useSaveAddressBookEntry } from '../api/address-book.ts';
import { deviceName } from './device-label.ts';

interface Values {
  targetMac: string;
  alias: string;
  hasPermission: boolean;
}

interface Props {
  mac: string;
  subject: AddressBookEntry | 'new' | null;
  /** The owner's other devices not yet in this book (adding picks one of them). */
  candidates: readonly AddressBookDevice[];
  wide: boolean;
  onClose: () => void;
}

/** Add an entry (another device, the name to call it by, whether calling is allowed) or change one. */
export function EntryDialog({ mac, subject, candidates, wide, onClose }: Props) {
  const { t } = useTranslation('addressBook');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSaveAddressBookEntry({ silent: true });
  const [refused, setRefused] = useState<string | null>(null);

  return (
    <FormDialog<Values, AddressBookEntry>
      subject={subject}
      title={(editing) => (editing ? t('dialog.edit') : t('dialog.add'))}
      form={form}
      valuesOf={(editing) => ({ targetMac: editing?.targetMac ?? '', alias: editing?.alias ?? '', hasPermission: editing?.hasPermission ?? true })}
      onOpen={() => setRefused(null)}
      onSubmit={async (values, editing) => {
        setRefused(null);
        try {
          await save.mutateAsync({
            mac,
            targetMac: editing?.targetMac ?? values.targetMac,
            body: { alias: values.alias.trim(), hasPermission: values.hasPermission },
            existing: Boolean(editing),
          });
        } catch (error) {
          setRefused(error instanceof Error ? error.message : String(error));
          throw error;
        }
        void message.success(t(editing ? 'toast.updated' : 'toast.added'));
        onClose();
      }}
      onClose={onClose}
      pending={save.isPending}
      width={wide ? 520 : undefined}
      notice={refused ? <Alert type="error" showIcon title={refused} style={{ marginBottom: 12 }} /> : null}
    >
      {subject !== 'new' && subject ? (
        <Form.Item label={t('field.target')}>
          <Typography.Text>
            {subject.targetDeviceAlias || subject.targetMac} <Typography.Text type="secondary">{subject.targetMac}</Typography.Text>
          </Typography.Text>
        </Form.Item>
      ) : (
        <Form.Item name="targetMac" label={t('field.target')} rules={[{ required: true, message: t('validation.target') }]}>
          <Select
            showSearch
            optionFilterProp="label"
            placeholder={t('placeholder.target')}
            notFoundContent={t('empty.candidates')}
            options={candidates.map((device) => ({
              value: device.macAddress,
              label: `${deviceName(device)} · ${device.macAddress}${device.agentName ? ` · ${device.agentName}` : ''}`,
            }))}
          />
        </Form.Item>
      )}
      <Form.Item
        name="alias"
        label={t('field.alias')}
        extra={<Typography.Text type="secondary">{t('hint.alias')}</Typography.Text>}
        rules={[{ required: true, whitespace: true, message: t('validation.alias') }, { max: ADDRESS_BOOK_ALIAS_MAX }]}
      >
        <Input maxLength={ADDRESS_BOOK_ALIAS_MAX} placeholder={t('placeholder.alias')} />
      </Form.Item>
      <Form.Item name="hasPermission" label={t('field.permission')} valuePropName="checked" extra={<Typography.Text type="secondary">{t('hint.permission')}</Typography.Text>}>
        <Switch aria-label={t('field.permission')} />
      </Form.Item>
    </FormDialog>
  );
}
