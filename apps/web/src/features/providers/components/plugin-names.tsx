import { ApiOutlined } from '../../../components/icons.tsx';
import { Button, Popover, Space, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePluginNames } from '../api/get-providers.ts';

/** The plugins agents can call (GET /models/provider/plugin/names), loaded when first opened. */
export function PluginNames() {
  const { t } = useTranslation('providers');
  const [open, setOpen] = useState(false);
  const plugins = usePluginNames(open);
  const content = (
    <Spin spinning={plugins.isLoading}>
      <Space size={[6, 6]} wrap style={{ maxWidth: 320 }}>
        {(plugins.data ?? []).map((plugin) => (
          <Tag key={plugin.id} title={plugin.providerCode}>{plugin.name}</Tag>
        ))}
        {plugins.data?.length === 0 ? <Typography.Text type="secondary">{t('plugins.empty')}</Typography.Text> : null}
      </Space>
    </Spin>
  );
  return (
    <Popover content={content} title={t('plugins.title')} trigger="click" open={open} onOpenChange={setOpen}>
      <Button icon={<ApiOutlined />}>{t('plugins.button')}</Button>
    </Popover>
  );
}
