import { PlusOutlined, ReadOutlined, ShopOutlined } from '../../../components/icons.tsx';
import { Button, Card, Flex, Steps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths.ts';
import { navigateTo } from '../../../lib/navigation.ts';

/** First visit: what an agent is, the three steps to a talking device, and the ways to begin. */
export function AgentsEmpty({ onCreate }: { onCreate: () => void }) {
  const { t } = useTranslation('agents');
  return (
    <Card variant="borderless" styles={{ body: { padding: 'clamp(20px, 4vw, 40px)' } }}>
      <Flex vertical gap={20} style={{ maxWidth: 720 }}>
        <div>
          <Typography.Title level={4} style={{ marginTop: 0 }}>{t('empty.title')}</Typography.Title>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>{t('empty.what')}</Typography.Paragraph>
        </div>
        <Steps
          orientation="vertical"
          size="small"
          items={[
            { title: t('empty.step1'), content: t('empty.step1Detail'), status: 'process' },
            { title: t('empty.step2'), content: t('empty.step2Detail'), status: 'process' },
            { title: t('empty.step3'), content: t('empty.step3Detail'), status: 'process' },
          ]}
        />
        <Flex gap={12} wrap>
          <Button type="primary" icon={<PlusOutlined />} onClick={onCreate}>{t('action.create')}</Button>
          <Button icon={<ShopOutlined />} onClick={() => navigateTo(paths.agentMarket)}>{t('empty.market')}</Button>
          <Button icon={<ReadOutlined />} onClick={() => navigateTo(paths.deviceConnectionGuide)}>{t('empty.guide')}</Button>
        </Flex>
      </Flex>
    </Card>
  );
}
