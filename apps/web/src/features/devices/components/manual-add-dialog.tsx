import { FIRMWARE_VERSION_PATTERN, MAC_ADDRESS_PATTERN, type DeviceManualAddInput } from '@vox/contracts';
import { App, AutoComplete, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useManualAddDevice } from '../api/device-mutations.ts';
import { useBoardTypes } from '../api/get-board-types.ts';

interface Props {
  agentId: string;
  open: boolean;
  onClose: () => void;
}

type Values = Omit<DeviceManualAddInput, 'agentId'>;

/**
 * Adds a device by MAC without an activation code. The board is picked from the FIRMWARE_TYPE dictionary (by label or
 * code) or typed in for a board the dictionary does not know yet.
 */
export function ManualAddDialog({ agentId, open, onClose }: Props) {
  const { t } = useTranslation('devices');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const add = useManualAddDevice();
  const { boards } = useBoardTypes();
  const submit = (values: Values) =>
    add.mutate(
      { agentId, board: values.board.trim(), appVersion: values.appVersion.trim(), macAddress: values.macAddress.trim() },
      {
        onSuccess: () => {
          void message.success(t('manual.done'));
          onClose();
        },
        onError: (error) => form.setFields([{ name: 'macAddress', errors: [error.message] }]),
      },
    );

  return (
    <Modal open={open} title={t('manual.title')} okText={t('manual.submit')} onOk={() => form.submit()} onCancel={onClose} confirmLoading={add.isPending} destroyOnHidden>
      <Typography.Paragraph type="secondary">{t('manual.description')}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={submit} preserve={false}>
        <Form.Item name="macAddress" label={t('field.mac')} rules={[{ required: true, message: t('manual.macRequired') }, { pattern: MAC_ADDRESS_PATTERN, message: t('manual.macFormat') }]}>
          <Input autoFocus placeholder="A4:CF:12:34:56:78" maxLength={17} spellCheck={false} />
        </Form.Item>
        <Form.Item name="board" label={t('field.board')} extra={t('manual.boardHint')} rules={[{ required: true, whitespace: true, message: t('manual.boardRequired') }]}>
          <AutoComplete
            options={boards.map((board) => ({ value: board.key, label: `${board.name} (${board.key})` }))}
            filterOption={(input, option) => String(option?.label ?? '').toLowerCase().includes(input.trim().toLowerCase())}
            placeholder="bread-compact-wifi"
            maxLength={50}
          />
        </Form.Item>
        <Form.Item name="appVersion" label={t('field.firmware')} rules={[{ required: true, whitespace: true, message: t('manual.firmwareRequired') }, { pattern: FIRMWARE_VERSION_PATTERN, message: t('manual.firmwareFormat') }]}>
          <Input placeholder="1.6.2" maxLength={20} spellCheck={false} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
