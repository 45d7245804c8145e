import { FIRMWARE_NAME_MAX, FIRMWARE_REMARK_MAX, FIRMWARE_VERSION_PATTERN, type Firmware } from '@vox/contracts';
import { App, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog.tsx';
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

const valuesOf = (firmware: Firmware | null): Partial<Values> =>
  firmware
    ? { firmwareName: firmware.firmwareName, type: firmware.type, version: firmware.version, firmwarePath: firmware.firmwarePath, remark: firmware.remark ?? '' }
    : {};

export function FirmwareDialog({ firmware, boardTypes, wide, onClose }: Props) {
  const { t } = useTranslation('firmware');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [uploading, setUploading] = useState(false);
  const save = useSaveFirmware();

  const submit = async (values: Values, editing: Firmware | null) => {
    const body = { firmwareName: values.firmwareName.trim(), type: values.type, version: values.version.trim(), firmwarePath: values.firmwarePath, remark: values.remark?.trim() ?? '' };
    await save.mutateAsync({ id: editing?.id, body });
    void message.success(t('toast.saved'));
    onClose();
  };

  return (
    <FormDialog
      subject={firmware}
      title={(editing) => (editing ? t('dialog.edit') : t('dialog.add'))}
      form={form}
      valuesOf={valuesOf}
      onSubmit={submit}
      onClose={onClose}
      pending={save.isPending}
      okDisabled={uploading}
      width={wide ? 600 : undefined}
    >
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
    </FormDialog>
  );
}
