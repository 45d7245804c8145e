import type { ContextProvider } from '@vox/contracts';
import { Button, Card, Flex, Form, Grid, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditOutlined } from '../../../components/icons.tsx';
import { ContextProviderDialog } from './context-provider-dialog.tsx';

interface FieldProps {
  value?: ContextProvider[];
  onChange?: (value: ContextProvider[]) => void;
}

/** The sources as a short list and the dialog that edits them; bound to the form's `contextProviders`. */
function ContextField({ value, onChange }: FieldProps) {
  const { t } = useTranslation('agents');
  const wide = Grid.useBreakpoint().md ?? false;
  const providers = value ?? [];
  const [editing, setEditing] = useState<{ providers: ContextProvider[] } | null>(null);
  return (
    <>
      <Typography.Text>{providers.length > 0 ? t('context.count', { n: providers.length }) : t('context.none')}</Typography.Text>
      {providers.length > 0 ? (
        <Flex vertical gap={4} style={{ marginTop: 8 }} role="list" aria-label={t('section.context')}>
          {providers.map((provider, index) => (
            <Flex key={`${index}-${provider.url}`} gap={8} align="center" style={{ minWidth: 0 }} role="listitem">
              <Typography.Text ellipsis style={{ minWidth: 0 }}>{provider.url}</Typography.Text>
              {Object.keys(provider.headers ?? {}).length > 0 ? <Tag style={{ flexShrink: 0 }}>{t('context.headerCount', { n: Object.keys(provider.headers).length })}</Tag> : null}
            </Flex>
          ))}
        </Flex>
      ) : null}
      <div>
        <Button icon={<EditOutlined />} onClick={() => setEditing({ providers })} style={{ marginTop: 12 }}>{t('context.edit')}</Button>
      </div>
      <ContextProviderDialog subject={editing} wide={wide} onApply={(next) => onChange?.(next)} onClose={() => setEditing(null)} />
    </>
  );
}

/** "Context": sources the device server fetches before each turn; edited in a dialog, saved with the page. */
export function ContextSection() {
  const { t } = useTranslation('agents');
  return (
    <Card title={t('section.context')} variant="borderless">
      <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>{t('context.hint')}</Typography.Paragraph>
      <Form.Item name="contextProviders" noStyle>
        <ContextField />
      </Form.Item>
    </Card>
  );
}
