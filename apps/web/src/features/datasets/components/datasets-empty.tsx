import { Button, Card, Flex, Steps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PlusOutlined } from '../../../components/icons.tsx';

/** No knowledge base yet: what one is for and the three steps to an agent that uses it. */
export function DatasetsEmpty({ onCreate }: { onCreate: () => void }) {
  const { t } = useTranslation('datasets');
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
        </Flex>
      </Flex>
    </Card>
  );
}
