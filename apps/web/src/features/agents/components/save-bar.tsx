import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  dirty: boolean;
  saving: boolean;
  onDiscard: () => void;
}

/** Stays in view at the bottom of a long form, and says whether anything is unsaved. */
export function SaveBar({ dirty, saving, onDiscard }: Props) {
  const { t } = useTranslation('agents');
  return (
    <Flex
      justify="space-between"
      align="center"
      gap={12}
      wrap
      style={{ position: 'sticky', bottom: 0, zIndex: 10, marginTop: 16, padding: '12px 16px', background: '#fff', borderRadius: 8, boxShadow: '0 -2px 8px rgba(31, 42, 68, 0.08)' }}
    >
      <Typography.Text type={dirty ? 'warning' : 'secondary'}>{dirty ? t('save.unsaved') : t('save.upToDate')}</Typography.Text>
      <Flex gap={8}>
        <Button onClick={onDiscard} disabled={!dirty || saving}>{t('save.discard')}</Button>
        <Button type="primary" htmlType="submit" loading={saving} disabled={!dirty}>{t('save.submit')}</Button>
      </Flex>
    </Flex>
  );
}
