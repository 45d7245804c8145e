import type { OverviewDay } from '@vox/contracts';
import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';

export type OverviewChartOption = ComposeOption<BarSeriesOption | LineSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption>;

export interface OverviewChartLook {
  /** Series names, in the user's language. */
  sessions: string;
  messages: string;
  /** From the antd theme, so the chart matches the cards around it. */
  sessionsColor: string;
  messagesColor: string;
  textColor: string;
  lineColor: string;
  fontFamily: string;
}

/**
 * Sessions as bars on the left axis, messages as a line on the right one: a day has many more messages than
 * sessions, and one axis would flatten the bars. The axis shows MM-DD, the tooltip the whole date.
 */
export function overviewChartOption(days: readonly OverviewDay[], look: OverviewChartLook): OverviewChartOption {
  const axisLabel = { color: look.textColor, fontFamily: look.fontFamily };
  const valueAxis = { type: 'value' as const, minInterval: 1, axisLabel, splitLine: { lineStyle: { color: look.lineColor } } };
  return {
    color: [look.sessionsColor, look.messagesColor],
    textStyle: { fontFamily: look.fontFamily },
    tooltip: { trigger: 'axis' },
    legend: { top: 0, right: 0, itemWidth: 14, itemHeight: 8, textStyle: { color: look.textColor } },
    grid: { left: 4, right: 4, top: 32, bottom: 0, outerBoundsMode: 'same', outerBoundsContain: 'axisLabel' },
    xAxis: {
      type: 'category',
      data: days.map((day) => day.day),
      axisTick: { alignWithLabel: true },
      axisLine: { lineStyle: { color: look.lineColor } },
      axisLabel: { ...axisLabel, formatter: (day: string) => day.slice(5) },
    },
    yAxis: [valueAxis, { ...valueAxis, splitLine: { show: false } }],
    series: [
      { name: look.sessions, type: 'bar', barMaxWidth: 12, data: days.map((day) => day.sessions) },
      { name: look.messages, type: 'line', yAxisIndex: 1, showSymbol: false, data: days.map((day) => day.messages) },
    ],
  };
}
