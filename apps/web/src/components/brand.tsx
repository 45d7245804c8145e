import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Logo and product name; `size` scales both. */
export function Brand({ size = 28, showName = true }: { size?: number; showName?: boolean }) {
  const { t } = useTranslation();
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: size / 3 }}>
      <img src="/favicon.svg" width={size} height={size} alt="" />
      {showName ? (
        <Typography.Text strong style={{ fontSize: size * 0.64, letterSpacing: 1, whiteSpace: 'nowrap' }}>
          {t('app.name')}
        </Typography.Text>
      ) : null}
    </span>
  );
}
