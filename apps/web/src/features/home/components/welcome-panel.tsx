import { ReadOutlined, TeamOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Brand } from '../../../components/brand.tsx';
import { paths } from '../../../config/paths.ts';
import { navigateTo } from '../../../lib/navigation.ts';
import { isSuperAdmin, useSessionStore } from '../../../stores/session-store.ts';

/** Home until the agent list arrives: a greeting and the next steps that exist today. */
export function WelcomePanel() {
  const { t } = useTranslation('home');
  const userInfo = useSessionStore((state) => state.userInfo);
  const isAdmin = isSuperAdmin(userInfo);
  return (
    <Card variant="borderless" styles={{ body: { padding: 'clamp(20px, 4vw, 40px)' } }}>
      <Flex vertical gap={16} align="flex-start">
        <Brand size={48} showName={false} />
        <Typography.Title level={3} style={{ margin: 0 }}>
          {userInfo ? t('welcome.title', { name: userInfo.username }) : t('welcome.titleAnonymous')}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ margin: 0, maxWidth: 640 }}>
          {t('welcome.description')}
        </Typography.Paragraph>
        {isAdmin ? <Typography.Paragraph style={{ margin: 0 }}>{t('welcome.admin')}</Typography.Paragraph> : null}
        <Flex gap={12} wrap>
          <Button icon={<ReadOutlined />} onClick={() => navigateTo(paths.deviceConnectionGuide)}>
            {t('action.guide')}
          </Button>
          {isAdmin ? (
            <Button type="primary" icon={<TeamOutlined />} onClick={() => navigateTo(paths.userManagement)}>
              {t('action.users')}
            </Button>
          ) : null}
        </Flex>
      </Flex>
    </Card>
  );
}
