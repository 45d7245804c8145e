import { DOCTOR_SUBJECTS, MAC_ADDRESS_PATTERN, type DoctorFinding, type DoctorReport } from '@vox/contracts';
import { Button, Card, Collapse, Flex, Form, Input, List, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExperimentOutlined } from '../../../components/icons.tsx';
import { useEndpointDoctor, type DoctorRequest } from '../api/device-servers.ts';

const LEVEL_COLOR: Record<DoctorFinding['level'], string> = { ok: 'success', warning: 'warning', problem: 'error' };
const LEVEL_ORDER: Record<DoctorFinding['level'], number> = { problem: 0, warning: 1, ok: 2 };

const Json = ({ value }: { value: unknown }) => (
  <pre style={{ margin: 0, maxHeight: 360, overflow: 'auto', fontSize: 12, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>{JSON.stringify(value, null, 2)}</pre>
);

function Findings({ report }: { report: DoctorReport }) {
  const { t } = useTranslation('deviceServers');
  const findings = [...report.findings].sort(
    (a, b) => LEVEL_ORDER[a.level] - LEVEL_ORDER[b.level] || DOCTOR_SUBJECTS.indexOf(a.subject) - DOCTOR_SUBJECTS.indexOf(b.subject),
  );
  return (
    <List
      size="small"
      dataSource={findings}
      aria-label={t('doctor.findings')}
      renderItem={(finding) => (
        <List.Item>
          <Flex vertical gap={4} style={{ minWidth: 0, width: '100%' }}>
            <Flex gap={8} align="center" wrap>
              <Tag color={LEVEL_COLOR[finding.level]} style={{ marginInlineEnd: 0 }}>{t(`doctor.level.${finding.level}`)}</Tag>
              <Typography.Text strong>{t(`doctor.subject.${finding.subject}`)}</Typography.Text>
              {finding.address ? <Typography.Text code style={{ wordBreak: 'break-all' }}>{finding.address}</Typography.Text> : null}
            </Flex>
            <Typography.Text>{finding.message}</Typography.Text>
          </Flex>
        </List.Item>
      )}
    />
  );
}

/**
 * The endpoint doctor: what a device and a device server are sent, exactly, and each address checked, so a setup
 * mistake (loopback address, wrong port, ws from an https page, wrong secret) is named before a device finds it.
 */
export function DoctorCard() {
  const { t } = useTranslation('deviceServers');
  const [request, setRequest] = useState<DoctorRequest | null>(null);
  const doctor = useEndpointDoctor(request);
  const pageProtocol = window.location.protocol === 'https:' ? 'https' : 'http';
  const report = doctor.data;

  return (
    <Card variant="borderless" title={t('doctor.title')} style={{ marginBottom: 16 }}>
      <Typography.Paragraph type="secondary">{t('doctor.intro')}</Typography.Paragraph>
      <Form layout="inline" onFinish={({ mac }: { mac?: string }) => setRequest({ mac: mac?.trim() ?? '', pageProtocol })} style={{ rowGap: 8 }}>
        <Form.Item name="mac" rules={[{ pattern: MAC_ADDRESS_PATTERN, message: t('doctor.macFormat') }]} style={{ flex: '1 1 220px', marginInlineEnd: 8 }}>
          <Input allowClear placeholder={t('doctor.macPlaceholder')} aria-label={t('doctor.mac')} />
        </Form.Item>
        <Form.Item style={{ marginInlineEnd: 0 }}>
          <Button type="primary" htmlType="submit" icon={<ExperimentOutlined />} loading={doctor.isFetching}>{t('doctor.run')}</Button>
        </Form.Item>
      </Form>
      {doctor.isFetching && !report ? <Skeleton active style={{ marginTop: 16 }} /> : null}
      {report ? (
        <Flex vertical gap={12} style={{ marginTop: 16 }}>
          <Findings report={report} />
          <Collapse
            size="small"
            items={[
              { key: 'ota', label: t('doctor.otaAnswer', { url: report.otaUrl }), children: <Json value={report.otaAnswer} /> },
              { key: 'websocket', label: t('doctor.websocket'), children: <Json value={report.websocketUrls} /> },
              { key: 'mqtt', label: t('doctor.mqtt'), children: report.mqtt ? <Json value={report.mqtt} /> : <Typography.Text type="secondary">{t('doctor.noMqtt')}</Typography.Text> },
              {
                key: 'agentModels',
                label: t('doctor.agentModels'),
                children: report.agentModels ? <Json value={report.agentModels} /> : <Typography.Text type="secondary">{t(report.mac ? 'doctor.noAgentModels' : 'doctor.pickDevice')}</Typography.Text>,
              },
            ]}
          />
        </Flex>
      ) : null}
    </Card>
  );
}
