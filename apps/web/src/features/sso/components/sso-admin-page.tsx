import { SSO_DEFAULT_SCOPES, type SsoSettings, type SsoSettingsInput } from '@vox/contracts';
import { App, Button, Card, Col, Flex, Form, Grid, Input, Row, Skeleton, Switch, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths.ts';
import { useSaveSsoSettings, useSsoSettings, useTestSso } from '../api/sso-admin.ts';
import { SsoAccountCard } from './sso-account-card.tsx';
import { SsoDiscoveryResult } from './sso-discovery-result.tsx';

type FormValues = Required<Omit<SsoSettingsInput, 'clientSecret'>> & { clientSecret: string };

const toForm = (settings: SsoSettings): FormValues => ({
  enabled: settings.enabled,
  displayName: settings.displayName,
  issuer: settings.issuer,
  clientId: settings.clientId,
  clientSecret: '',
  scopes: settings.scopes || SSO_DEFAULT_SCOPES,
  usernameClaim: settings.usernameClaim,
  nameClaim: settings.nameClaim,
  autoProvision: settings.autoProvision,
  adminClaim: settings.adminClaim,
  adminValue: settings.adminValue,
  ssoOnly: settings.ssoOnly,
});

/**
 * Single sign-on for super admins: the OpenID Connect provider (issuer, client, scopes), which claims name the
 * person, whether unknown people get an account, which claim makes a super admin, and "SSO only". The test reads
 * the issuer's discovery document through the server.
 */
export function SsoAdminPage() {
  const { t } = useTranslation('sso');
  const { message } = App.useApp();
  const wide = Grid.useBreakpoint().md ?? false;
  const settings = useSsoSettings();
  const save = useSaveSsoSettings();
  const test = useTestSso();
  const [form] = Form.useForm<FormValues>();
  const origin = window.location.origin;

  useEffect(() => {
    if (settings.data) form.setFieldsValue(toForm(settings.data));
  }, [settings.data, form]);

  const onSave = (values: FormValues) => {
    save.mutateAsync(values).then(() => void message.success(t('toast.saved'))).catch(() => undefined);
  };
  const onTest = () => {
    const issuer = String(form.getFieldValue('issuer') ?? '').trim();
    if (issuer) test.mutate(issuer);
  };
  const required = [{ required: true, whitespace: true, message: t('rule.required') }];

  return (
    <>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {t('title')}
      </Typography.Title>
      <Card variant="borderless" styles={{ body: { padding: wide ? 24 : 12 } }}>
        <Typography.Paragraph type="secondary">{t('description')}</Typography.Paragraph>
        <Typography.Paragraph>
          {t('callbackUrl')} <Typography.Text code copyable>{`${origin}${paths.ssoCallback}`}</Typography.Text>
          <br />
          {t('logoutUrl')} <Typography.Text code copyable>{`${origin}${paths.login}`}</Typography.Text>
        </Typography.Paragraph>
        {!settings.data ? (
          <Skeleton active />
        ) : (
          <Form form={form} layout="vertical" initialValues={toForm(settings.data)} onFinish={onSave} requiredMark={false}>
            <Row gutter={24}>
              <Col xs={24} lg={12}>
                <Form.Item name="enabled" label={t('field.enabled')} valuePropName="checked">
                  <Switch />
                </Form.Item>
                <Form.Item name="displayName" label={t('field.displayName')} extra={t('help.displayName')}>
                  <Input maxLength={50} placeholder={t('placeholder.displayName')} />
                </Form.Item>
                <Form.Item label={t('field.issuer')} extra={t('help.issuer')} required>
                  <Flex gap={8}>
                    <Form.Item name="issuer" noStyle rules={required}>
                      <Input maxLength={500} placeholder="https://keycloak.example.com/realms/school" />
                    </Form.Item>
                    <Button onClick={onTest} loading={test.isPending}>
                      {t('action.test')}
                    </Button>
                  </Flex>
                </Form.Item>
                <SsoDiscoveryResult result={test.data} error={test.error} />
                <Form.Item name="clientId" label={t('field.clientId')} rules={required}>
                  <Input maxLength={200} autoComplete="off" />
                </Form.Item>
                <Form.Item name="clientSecret" label={t('field.clientSecret')} extra={settings.data.clientSecretSet ? t('help.clientSecretKept') : t('help.clientSecret')}>
                  <Input.Password maxLength={500} autoComplete="new-password" placeholder={settings.data.clientSecretSet ? t('placeholder.clientSecretKept') : ''} />
                </Form.Item>
                <Form.Item name="scopes" label={t('field.scopes')} extra={t('help.scopes')}>
                  <Input maxLength={300} />
                </Form.Item>
              </Col>
              <Col xs={24} lg={12}>
                <Form.Item name="usernameClaim" label={t('field.usernameClaim')} extra={t('help.usernameClaim')} rules={required}>
                  <Input maxLength={100} />
                </Form.Item>
                <Form.Item name="nameClaim" label={t('field.nameClaim')} rules={required}>
                  <Input maxLength={100} />
                </Form.Item>
                <Form.Item name="autoProvision" label={t('field.autoProvision')} extra={t('help.autoProvision')} valuePropName="checked">
                  <Switch />
                </Form.Item>
                <Row gutter={12}>
                  <Col xs={24} sm={12}>
                    <Form.Item name="adminClaim" label={t('field.adminClaim')}>
                      <Input maxLength={100} placeholder="groups" />
                    </Form.Item>
                  </Col>
                  <Col xs={24} sm={12}>
                    <Form.Item name="adminValue" label={t('field.adminValue')}>
                      <Input maxLength={200} placeholder="vox-admins" />
                    </Form.Item>
                  </Col>
                </Row>
                <Typography.Paragraph type="secondary" style={{ marginTop: -12, fontSize: 13 }}>
                  {t('help.admin')}
                </Typography.Paragraph>
                <Form.Item name="ssoOnly" label={t('field.ssoOnly')} extra={t('help.ssoOnly')} valuePropName="checked">
                  <Switch />
                </Form.Item>
              </Col>
            </Row>
            <Flex gap={8} wrap justify="flex-end">
              <Button onClick={() => form.setFieldsValue(toForm(settings.data))}>{t('action.reset')}</Button>
              <Button type="primary" htmlType="submit" loading={save.isPending}>
                {t('action.save')}
              </Button>
            </Flex>
          </Form>
        )}
      </Card>
      {settings.data?.enabled ? <SsoAccountCard /> : null}
    </>
  );
}
