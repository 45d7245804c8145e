import type { SsoDiscovery } from '@vox/contracts';
import { Alert, Descriptions, Grid, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

const list = (items: readonly string[], none: string) => (items.length > 0 ? items.join(', ') : none);

/** What the provider's discovery document says, or why it could not be read. */
export function SsoDiscoveryResult({ result, error }: { result: SsoDiscovery | undefined; error: Error | null }) {
  const { t } = useTranslation('sso');
  const wide = Grid.useBreakpoint().md ?? false;
  if (error) return <Alert type="error" showIcon title={t('test.failed')} description={error.message} style={{ marginBottom: 16 }} />;
  if (!result) return null;
  const none = t('test.none');
  const items = [
    { key: 'issuer', label: t('test.issuer'), children: result.issuer },
    { key: 'authorization', label: t('test.authorization'), children: result.authorizationEndpoint },
    { key: 'token', label: t('test.token'), children: result.tokenEndpoint },
    { key: 'userinfo', label: t('test.userinfo'), children: result.userinfoEndpoint ?? none },
    { key: 'endSession', label: t('test.endSession'), children: result.endSessionEndpoint ?? t('test.noEndSession') },
    { key: 'pkce', label: t('test.pkce'), children: list(result.pkceMethods, none) },
    { key: 'scopes', label: t('test.scopes'), children: list(result.scopesSupported, none) },
    { key: 'claims', label: t('test.claims'), children: list(result.claimsSupported, none) },
  ];
  return (
    <Alert
      type="success"
      showIcon
      title={t('test.ok')}
      style={{ marginBottom: 16 }}
      description={
        <Descriptions size="small" column={1} layout={wide ? 'horizontal' : 'vertical'} items={items.map((item) => ({ ...item, children: <Typography.Text style={{ wordBreak: 'break-all' }}>{item.children}</Typography.Text> }))} />
      }
    />
  );
}
