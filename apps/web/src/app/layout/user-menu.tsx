import { ClockCircleOutlined, DownOutlined, FontSizeOutlined, KeyOutlined, LogoutOutlined, UserOutlined } from '../../components/icons.tsx';
import { Avatar, Button, Grid, type MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { AppDropdown } from '../../components/app-dropdown.tsx';
import type { FontSize } from '../../config/ui.ts';
import { logout } from '../../features/auth/api/logout.ts';
import { ChangePasswordDialog } from '../../features/auth/components/change-password-dialog.tsx';
import { goToLogin } from '../../lib/navigation.ts';
import { isSuperAdmin, useSessionStore } from '../../stores/session-store.ts';
import { browserTimeZone, useUiStore } from '../../stores/ui-store.ts';

const FIXED_ZONES = ['browser', 'Asia/Shanghai', 'UTC'];

/** The browser's own zone, Beijing time (upstream's wire zone) and UTC, plus a zone stored from elsewhere. */
const timeZoneChoices = (current: string) => (FIXED_ZONES.includes(current) ? FIXED_ZONES : [...FIXED_ZONES, current]);

function timeZoneLabel(zone: string, t: TFunction<['menu', 'common']>): string {
  if (zone === 'browser') return t('timeZone.browser', { ns: 'common', zone: browserTimeZone() });
  if (zone === 'Asia/Shanghai') return t('timeZone.beijing', { ns: 'common' });
  if (zone === 'UTC') return t('timeZone.utc', { ns: 'common' });
  return zone;
}

export function UserMenu() {
  const { t } = useTranslation(['menu', 'common']);
  const screens = Grid.useBreakpoint();
  const token = useSessionStore((state) => state.token);
  const userInfo = useSessionStore((state) => state.userInfo);
  const { fontSize, setFontSize, timeZone, setTimeZone } = useUiStore();
  const [changingPassword, setChangingPassword] = useState(false);

  if (!token) {
    return (
      <Button type="primary" onClick={goToLogin}>
        {t('user.signIn')}
      </Button>
    );
  }

  const items: MenuProps['items'] = [
    {
      key: 'who',
      type: 'group',
      label: isSuperAdmin(userInfo) ? `${userInfo?.username ?? ''} · ${t('user.superAdmin')}` : userInfo?.username,
    },
    { type: 'divider' },
    { key: 'password', icon: <KeyOutlined />, label: t('user.changePassword') },
    {
      key: 'font',
      icon: <FontSizeOutlined />,
      label: t('fontSize.label', { ns: 'common' }),
      children: (['normal', 'big'] as const).map((size) => ({ key: `font:${size}`, label: t(`fontSize.${size}`, { ns: 'common' }) })),
    },
    {
      key: 'zone',
      icon: <ClockCircleOutlined />,
      label: t('timeZone.label', { ns: 'common' }),
      children: timeZoneChoices(timeZone).map((zone) => ({ key: `zone:${zone}`, label: timeZoneLabel(zone, t) })),
    },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, danger: true, label: t('user.logout') },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'password') setChangingPassword(true);
    else if (key === 'logout') void logout();
    else if (key.startsWith('font:')) setFontSize(key.slice('font:'.length) as FontSize);
    else if (key.startsWith('zone:')) setTimeZone(key.slice('zone:'.length));
  };

  return (
    <>
      <AppDropdown menu={{ items, onClick, selectable: true, selectedKeys: [`font:${fontSize}`, `zone:${timeZone}`] }} placement="bottomRight" trigger={['hover', 'click']}>
        <Button type="text" style={{ paddingInline: 6 }} aria-label={t('user.account', { name: userInfo?.username ?? '' })}>
          <Avatar size="small" icon={<UserOutlined />} style={{ backgroundColor: '#1677ff' }} />
          {screens.xxl ? <span style={{ maxWidth: 160, overflow: 'hidden', textOverflow: 'ellipsis' }}>{userInfo?.username}</span> : null}
          <DownOutlined style={{ fontSize: 10 }} />
        </Button>
      </AppDropdown>
      <ChangePasswordDialog open={changingPassword} onClose={() => setChangingPassword(false)} />
    </>
  );
}
