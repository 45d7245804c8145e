import type { PlaygroundInfo } from '@vox/contracts';
import { Collapse, Flex, Select, Skeleton, Switch, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  info: PlaygroundInfo | undefined;
  deviceMac: string;
  onDevice: (mac: string) => void;
  speaker: string;
  onSpeaker: (speaker: string) => void;
  record: boolean;
  onRecord: (record: boolean) => void;
}

const SOURCE_COLORS = { knowledge: 'green', mcp: 'purple', endpoint: 'cyan', plugin: 'blue' } as const;
/** The origin the server names for the agent's own MCP access point. */
const ACCESS_POINT_ORIGIN = 'mcp_endpoint';

/** What the playground runs: the model, the device and speaker to ask as, whether it counts, the tools and the prompt. */
export function SetupPanel({ info, deviceMac, onDevice, speaker, onSpeaker, record, onRecord }: Props) {
  const { t } = useTranslation('playground');
  if (!info) return <Skeleton active paragraph={{ rows: 6 }} />;
  const deviceOnly = info.toolFailures.filter((failure) => failure.detail === 'deviceOnly').map((failure) => failure.origin);
  const failed = info.toolFailures.filter((failure) => failure.detail !== 'deviceOnly');
  return (
    <Flex vertical gap={14}>
      <div>
        <Typography.Text type="secondary">{t('setup.model')}</Typography.Text>
        <Flex gap={6} align="center" wrap>
          <Typography.Text strong>{info.llm.modelName ?? t('setup.noModel')}</Typography.Text>
          {info.llm.runnable ? <Tag color="success">{t('setup.runnable')}</Tag> : <Tag color="warning">{t('setup.notRunnable', { type: info.llm.type ?? '-' })}</Tag>}
        </Flex>
      </div>
      <Picker
        label={t('setup.device')}
        value={deviceMac}
        onChange={onDevice}
        options={[{ value: '', label: t('setup.noDevice') }, ...info.devices.map((device) => ({ value: device.mac, label: device.alias ? `${device.alias} (${device.mac})` : device.mac }))]}
        hint={t('setup.deviceHint')}
      />
      <Picker
        label={t('setup.speaker')}
        value={speaker}
        onChange={onSpeaker}
        disabled={info.speakers.length === 0}
        options={[{ value: '', label: t('setup.noSpeaker') }, ...info.speakers.map((name) => ({ value: name, label: name }))]}
        hint={info.speakers.length > 0 ? t('setup.speakerHint') : t('setup.noSpeakers')}
      />
      <Flex gap={8} align="flex-start">
        <Switch checked={record} onChange={onRecord} aria-label={t('setup.record')} style={{ flex: 'none', marginTop: 2 }} />
        <div>
          <Typography.Text>{t('setup.record')}</Typography.Text>
          <br />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>{record ? t('setup.recordOn') : t('setup.recordOff')}</Typography.Text>
        </div>
      </Flex>
      <div>
        <Typography.Text type="secondary">{t('setup.tools')}</Typography.Text>
        <Flex gap={6} wrap style={{ marginTop: 4 }} data-tools>
          {info.tools.length === 0 ? <Typography.Text type="secondary">{t('setup.noTools')}</Typography.Text> : null}
          {info.tools.map((tool) => (
            <Tag key={tool.name} color={SOURCE_COLORS[tool.source]} title={tool.description}>
              {tool.source === 'endpoint' ? `${t('setup.accessPoint')} · ${tool.name}` : tool.origin ? `${tool.origin} · ${tool.name}` : tool.name}
            </Tag>
          ))}
        </Flex>
        {deviceOnly.length > 0 ? <Typography.Paragraph type="secondary" style={{ fontSize: 12, margin: '6px 0 0' }}>{t('setup.deviceOnly', { names: deviceOnly.join(', ') })}</Typography.Paragraph> : null}
        {failed.map((failure) => (
          <Typography.Paragraph key={failure.origin} type="warning" style={{ fontSize: 12, margin: '6px 0 0' }}>
            {t('setup.toolFailure', { name: failure.origin === ACCESS_POINT_ORIGIN ? t('setup.accessPoint') : failure.origin, detail: failure.detail })}
          </Typography.Paragraph>
        ))}
      </div>
      <Collapse
        size="small"
        items={[{ key: 'prompt', label: t('setup.prompt'), children: <pre style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontSize: 12, maxHeight: 320, overflowY: 'auto' }}>{info.prompt}</pre> }]}
      />
    </Flex>
  );
}

interface PickerProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  hint: string;
  disabled?: boolean;
}

/** Who the playground asks as (a device, a speaker): a labelled select with a line saying what the choice changes. */
function Picker({ label, value, onChange, options, hint, disabled = false }: PickerProps) {
  return (
    <div>
      <Typography.Text type="secondary">{label}</Typography.Text>
      <Select aria-label={label} value={value} onChange={onChange} disabled={disabled} style={{ width: '100%' }} options={options} />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>{hint}</Typography.Text>
    </div>
  );
}
