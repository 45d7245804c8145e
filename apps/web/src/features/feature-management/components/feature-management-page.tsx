import { FEATURE_GROUPS, FEATURE_KEYS, type FeatureFlags, type FeatureKey } from '@vox/contracts';
import { Alert, App, Button, Card, Col, Flex, Grid, Row, Skeleton, Switch, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeatureSettings, useSaveFeatureSettings } from '../api/features.ts';

const GROUPS = Object.keys(FEATURE_GROUPS) as (keyof typeof FEATURE_GROUPS)[];

/**
 * Feature management: the switches that show or hide voiceprints, voice cloning, the knowledge
 * base, MCP and the address book in the menu and screens, and the VAD/ASR choices. Saved into `system-web.menu`.
 */
export function FeatureManagementPage() {
  const { t } = useTranslation('features');
  const { message } = App.useApp();
  const wide = Grid.useBreakpoint().md ?? false;
  const settings = useFeatureSettings();
  const save = useSaveFeatureSettings();
  const [draft, setDraft] = useState<FeatureFlags | null>(null);
  const saved = settings.data?.flags;

  useEffect(() => {
    if (saved) setDraft(saved);
  }, [saved]);

  const changed = Boolean(draft && saved && FEATURE_KEYS.some((key) => draft[key] !== saved[key]));
  const set = (key: FeatureKey, enabled: boolean) => setDraft((current) => (current ? { ...current, [key]: enabled } : current));

  const onSave = () => {
    if (!draft) return;
    save.mutateAsync(draft).then(() => void message.success(t('toast.saved'))).catch(() => undefined);
  };

  return (
    <>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {t('title')}
      </Typography.Title>
      <Card variant="borderless" styles={{ body: { padding: wide ? 24 : 12 } }}>
      <Typography.Paragraph type="secondary">{t('description')}</Typography.Paragraph>
      {settings.data && !settings.data.storedValueValid ? <Alert type="warning" showIcon title={t('invalidStored')} style={{ marginBottom: 16 }} /> : null}
      {!draft ? (
        <Skeleton active />
      ) : (
        GROUPS.map((group) => (
          <section key={group} aria-labelledby={`feature-group-${group}`} style={{ marginBottom: 24 }}>
            <Typography.Title level={5} id={`feature-group-${group}`}>{t(`group.${group}`)}</Typography.Title>
            <Row gutter={[16, 16]}>
              {FEATURE_GROUPS[group].map((key) => (
                <Col key={key} xs={24} md={12} xl={8}>
                  <Card size="small" style={{ height: '100%' }}>
                    <Flex justify="space-between" align="flex-start" gap={12}>
                      <div style={{ minWidth: 0 }}>
                        <Typography.Text strong>{t(`feature.${key}.name`)}</Typography.Text>
                        <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0', fontSize: 13 }}>{t(`feature.${key}.description`)}</Typography.Paragraph>
                      </div>
                      <Switch checked={draft[key]} aria-label={t(`feature.${key}.name`)} onChange={(enabled) => set(key, enabled)} />
                    </Flex>
                  </Card>
                </Col>
              ))}
            </Row>
          </section>
        ))
      )}
      <Flex gap={8} wrap justify="flex-end">
        <Button disabled={!draft} onClick={() => setDraft((current) => (current ? (Object.fromEntries(FEATURE_KEYS.map((key) => [key, true])) as FeatureFlags) : current))}>
          {t('action.selectAll')}
        </Button>
        <Button disabled={!changed} onClick={() => saved && setDraft(saved)}>{t('action.reset')}</Button>
        <Button type="primary" disabled={!changed} loading={save.isPending} onClick={onSave}>{t('action.save')}</Button>
      </Flex>
      </Card>
    </>
  );
}
