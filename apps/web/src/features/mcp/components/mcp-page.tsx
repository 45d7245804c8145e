import { Card, Grid, Tabs, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { navigateTo } from '../../../lib/navigation.ts';
import { MCP_TABS, pathOfTab, tabOfPath, type McpTab } from '../utils/mcp-tabs.ts';
import { CustomTab } from './custom-tab.tsx';
import { MarketTab } from './market-tab.tsx';
import { InstancesTab } from './instances-tab.tsx';

const PANES: Record<McpTab, () => ReactNode> = {
  market: () => <MarketTab />,
  my: () => <InstancesTab />,
  custom: () => <CustomTab />,
};

/** /mcp-market, /mcp-my and /mcp-custom: one screen whose tab follows the route; picking a tab navigates. */
export function McpPage() {
  const { t } = useTranslation('mcp');
  const wide = Grid.useBreakpoint().md ?? false;
  const active = tabOfPath(useLocation().pathname);
  return (
    <>
      <Typography.Title level={4} style={{ marginTop: 0 }}>{t('title')}</Typography.Title>
      <Card variant="borderless" styles={{ body: { padding: wide ? 24 : 12, paddingTop: 4 } }}>
        <Tabs
          activeKey={active}
          onChange={(key) => navigateTo(pathOfTab(key as McpTab))}
          destroyOnHidden
          items={MCP_TABS.map((tab) => ({ key: tab.key, label: t(`tab.${tab.key}`), children: tab.key === active ? PANES[tab.key]() : null }))}
        />
      </Card>
    </>
  );
}
