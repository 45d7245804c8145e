import { DEVICE_ONLINE_MINUTES, OVERVIEW_DAYS, type AgentOverview, type OverviewDay } from '@vox/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { Card, Empty, Flex, Grid, Skeleton, Statistic, theme, Typography } from 'antd';
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiOutlined, MessageOutlined, MobileOutlined, RobotOutlined } from '../../../components/icons.tsx';
import { loadChunk } from '../../../lib/chunk.ts';
import type { OverviewChartLook } from './overview-chart.tsx';

const OverviewChart = lazy(() => loadChunk('overview-chart', () => import('./overview-chart.tsx')));

const CHART_HEIGHT = 196;

interface StatProps {
  icon: ReactNode;
  title: string;
  value: number | undefined;
  suffix?: string;
  hint?: string;
}

function Stat({ icon, title, value, suffix, hint }: StatProps) {
  return (
    <Card size="small" style={{ height: '100%' }}>
      <Statistic
        title={<Flex gap={6} align="center">{icon}{title}</Flex>}
        value={value ?? 0}
        suffix={suffix}
        loading={value === undefined}
      />
      {hint ? <Typography.Text type="secondary" style={{ fontSize: 12 }}>{hint}</Typography.Text> : null}
    </Card>
  );
}

interface Totals {
  sessions: number;
  messages: number;
}

const totalsOf = (days: readonly OverviewDay[]): Totals =>
  days.reduce((sum, day) => ({ sessions: sum.sessions + day.sessions, messages: sum.messages + day.messages }), { sessions: 0, messages: 0 });

/** The chart's code (a few kB of SVG drawing) loads only when there is something to draw, after the counts. */
function Chart({ days, totals }: { days: readonly OverviewDay[] | undefined; totals: Totals | undefined }) {
  const { t } = useTranslation('agents');
  const { token } = theme.useToken();
  const look = useMemo<OverviewChartLook>(
    () => ({
      sessions: t('overview.seriesSessions'),
      messages: t('overview.seriesMessages'),
      sessionsColor: token.colorPrimary,
      messagesColor: token.colorWarning,
      textColor: token.colorTextSecondary,
      lineColor: token.colorBorderSecondary,
      fontFamily: token.fontFamily,
      tooltipBackground: token.colorBgElevated,
      tooltipText: token.colorText,
      tooltipShadow: token.boxShadowSecondary,
    }),
    [t, token],
  );
  const placeholder = <Skeleton.Node active style={{ width: '100%', height: CHART_HEIGHT }} />;
  if (!days || !totals) return placeholder;
  if (totals.sessions === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('overview.noConversations', { days: OVERVIEW_DAYS })} style={{ margin: 0, paddingBlock: 32 }} />;
  }
  return (
    <Suspense fallback={placeholder}>
      <OverviewChart days={days} look={look} height={CHART_HEIGHT} label={t('overview.chartSummary', { days: OVERVIEW_DAYS, ...totals })} />
    </Suspense>
  );
}

/**
 * Above the agent cards: four counts (2 × 2 on phones and beside the chart on wide screens, 4 in a row between)
 * and sessions and messages per day. While loading, the cards hold their place.
 */
export function AgentsOverview({ query }: { query: UseQueryResult<AgentOverview> }) {
  const { t } = useTranslation('agents');
  const overview = query.data;
  const screens = Grid.useBreakpoint();
  const wide = screens.xl ?? false;
  const statColumns = screens.sm && !wide ? 4 : 2;
  const days = overview?.conversationsPerDay;
  const totals = useMemo(() => days && totalsOf(days), [days]);
  // The query client has already said what failed; the agent cards below still work.
  if (query.isError) return null;
  return (
    <section
      aria-label={t('overview.label')}
      style={{ display: 'grid', gap: 12, gridTemplateColumns: wide ? 'minmax(0, 2fr) minmax(0, 3fr)' : 'minmax(0, 1fr)' }}
    >
      <div style={{ display: 'grid', gap: 12, gridTemplateColumns: `repeat(${statColumns}, minmax(0, 1fr))` }}>
        <Stat icon={<RobotOutlined />} title={t('overview.agents')} value={overview?.agentCount} />
        <Stat icon={<MobileOutlined />} title={t('overview.devices')} value={overview?.deviceCount} />
        <Stat
          icon={<ApiOutlined />}
          title={t('overview.online')}
          value={overview?.onlineDeviceCount}
          suffix={overview ? `/ ${overview.deviceCount}` : undefined}
          hint={t('overview.onlineHint', { minutes: DEVICE_ONLINE_MINUTES })}
        />
        <Stat
          icon={<MessageOutlined />}
          title={t('overview.conversations', { days: OVERVIEW_DAYS })}
          value={totals?.sessions}
          hint={totals ? t('overview.messages', { count: totals.messages }) : undefined}
        />
      </div>
      <Card size="small" title={t('overview.chartTitle')} extra={<Typography.Text type="secondary">{t('overview.chartRange', { days: OVERVIEW_DAYS })}</Typography.Text>}>
        <Chart days={days} totals={totals} />
      </Card>
    </section>
  );
}
