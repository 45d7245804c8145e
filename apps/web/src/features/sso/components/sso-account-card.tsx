import { Alert, Card, Descriptions, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PlainReadError } from '../../../lib/plain-read.ts';
import { useSsoAccount } from '../api/sso-admin.ts';

const statusOf = (error: Error) => (error instanceof PlainReadError ? error.status : error.message);
/** The body code of an account that never signed in through the provider (a password account). */
const NOT_LINKED = 10357;

/** The signed-in user's provider: the server's overview and the provider's own userinfo, each with its own failure text. */
export function SsoAccountCard() {
  const { t } = useTranslation('sso');
  const { overview, userinfo } = useSsoAccount(true);
  if (overview.error instanceof PlainReadError && overview.error.status === NOT_LINKED) {
    return (
      <Card title={t('account.title')} variant="borderless" style={{ marginTop: 16 }}>
        <Typography.Text type="secondary">{t('account.notLinked')}</Typography.Text>
      </Card>
    );
  }
  return (
    <Card title={t('account.title')} variant="borderless" style={{ marginTop: 16 }}>
      {overview.error ? (
        <Alert type="info" showIcon title={t('account.overviewFailed', { status: statusOf(overview.error) })} />
      ) : !overview.data ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2 }}
          items={[
            { key: 'name', label: t('account.provider'), children: overview.data.name },
            { key: 'issuer', label: t('account.issuer'), children: overview.data.issuer },
            { key: 'username', label: t('account.username'), children: overview.data.username },
            { key: 'displayName', label: t('account.displayName'), children: overview.data.displayName || '—' },
            { key: 'subject', label: t('account.subject'), children: overview.data.subject },
            { key: 'lastUsed', label: t('account.lastUsed'), children: overview.data.lastUsedAt ?? '—' },
          ]}
        />
      )}
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('account.userinfo')}
      </Typography.Title>
      {userinfo.error ? (
        <Alert type="info" showIcon title={t('account.userinfoFailed', { status: statusOf(userinfo.error) })} />
      ) : userinfo.data ? (
        <Typography.Paragraph>
          <pre style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>{JSON.stringify(userinfo.data, null, 2)}</pre>
        </Typography.Paragraph>
      ) : (
        <Skeleton active paragraph={{ rows: 2 }} />
      )}
    </Card>
  );
}
