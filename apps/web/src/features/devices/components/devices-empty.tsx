import { Button, Empty, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths.ts';
import { navigateTo } from '../../../lib/navigation.ts';

/** No device yet: how a device gets here, and the button that does it. */
export function DevicesEmpty({ onBind }: { onBind: () => void }) {
  const { t } = useTranslation('devices');
  return (
    <Empty
      description={
        <Flex vertical gap={4} align="center">
          <Typography.Text strong>{t('empty.title')}</Typography.Text>
          <Typography.Text type="secondary" style={{ maxWidth: 460 }}>{t('empty.description')}</Typography.Text>
        </Flex>
      }
    >
      <Flex gap={8} justify="center" wrap>
        <Button type="primary" onClick={onBind}>{t('action.bindWithActivationCode')}</Button>
        <Button onClick={() => navigateTo(paths.deviceConnectionGuide)}>{t('empty.guide')}</Button>
      </Flex>
    </Empty>
  );
}
