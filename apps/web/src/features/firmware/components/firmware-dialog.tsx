import { FIRMWARE_NAME_MAX, FIRMWARE_REMARK_MAX, FIRMWARE_VERSION_PATTERN, type Firmware } from '@vox/contracts';
import { App, Form, Input, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveFirmware } from '../api/firmware-mutations.ts';
import type { BoardType } from '../api/get-firmware.ts';
import { FirmwareUploadField } from './firmware-upload-field.tsx';

interface Props {
  /** null: closed; 'new': add; else the firmware to edit. */
  firmware: Firmware | 'new' | null;
  boardTypes: BoardType[];
  wide: boolean;
  onClose: () => void;
}

interface Values {
  firmwareName: string;
  type: string;
  version: string;
  firmwarePath: string;
  remark?: string;
}

export function FirmwareDialog({ firmware, boardTypes, wide, onClose }: Props) {
  const { t } = useTranslation('firmware');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [uploading, setUploading] = useState(false);
  const save = useSaveFirmware();
  const editing = firmware !== null && firmware !== 'new';

  useEffect(() => {
    if (firmware === null) return;
    form.resetFields();
    if (editing) {
      form.setFieldsValue({ firmwareName: firmware.firmwareName, type: firmware.type, version: firmware.version, firmwarePath: firmware.firmwarePath, remark: firmware.remark ?? '' });
    }
  }, [firmware, editing, form]);

  const submit = async (values: Values) => {
    const body = { firmwareName: values.firmwareName.trim(), type: values.type, version: values.version.trim(), firmwarePath: values.firmwarePath, remark: values.remark?.trim() ?? '' };
    await save.mutateAsync({ id: editing ? firmware.id : undefined, body });
    void message.success(t('toast.saved'));
    onClose();
  };

  return (
    <Modal
      open={firmware !== null}
      title={editing ? t('dialog.edit') : t('dialog.add')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okButtonProps={{ disabled: uploading }}
      confirmLoading={save.isPending}
      width={wide ? 600 : undefined}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" onFinish={(values) => void submit(values).catch(() => undefined)}>
        <Form.Item name="firmwareName" label={t('field.firmwareName')} rules={[{ required: true, whitespace: true, message: t('form.required') }, { max: FIRMWARE_NAME_MAX }]}>
          <Input />
        </Form.Item>
        <Form.Item name="type" label={t('field.type')} rules={[{ required: true, message: t('form.required') }]}>
          <Select
            showSearch
            optionFilterProp="label"
            placeholder={t('form.typePlaceholder')}
            options={boardTypes.map((board) => ({ value: board.key, label: board.name }))}
          />
        </Form.Item>
        <Form.Item
          name="version"
          label={t('field.version')}
          rules={[{ required: true, whitespace: true, message: t('form.required') }, { pattern: FIRMWARE_VERSION_PATTERN, message: t('form.versionInvalid') }]}
        >
          <Input placeholder="1.0.0" />
        </Form.Item>
        <Form.Item name="firmwarePath" label={t('field.file')} rules={[{ required: true, message: t('form.fileRequired') }]}>
          <FirmwareUploadField onUploading={setUploading} />
        </Form.Item>
        <Form.Item name="remark" label={t('field.remark')} rules={[{ max: FIRMWARE_REMARK_MAX }]}>
          <Input.TextArea rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
