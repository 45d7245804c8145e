import { fireEvent, render, screen, within } from '@testing-library/react';
import type { OverviewDay } from '@vox/contracts';
import { describe, expect, it } from 'vitest';
import { columnAt, niceStep, overviewChartLayout } from '../utils/overview-chart-layout.ts';
import OverviewChart, { type OverviewChartLook } from './overview-chart.tsx';

const look: OverviewChartLook = {
  sessions: 'Chats',
  messages: 'Messages',
  sessionsColor: '#1677ff',
  messagesColor: '#faad14',
  textColor: '#666',
  lineColor: '#eee',
  fontFamily: 'sans-serif',
  tooltipBackground: '#fff',
  tooltipText: '#000',
  tooltipShadow: 'none',
};

/** 30 days ending 2026-11-25: 1 chat (3 messages) on the first day, 2 (7) on the last, 12 (150) on the 15th. */
const days: OverviewDay[] = Array.from({ length: 30 }, (_, index) => ({
  day: new Date(Date.UTC(2026, 9, 27 + index)).toISOString().slice(0, 10),
  sessions: [1, 12, 2][[0, 14, 29].indexOf(index)] ?? 0,
  messages: [3, 150, 7][[0, 14, 29].indexOf(index)] ?? 0,
}));

describe('overview chart layout', () => {
  it('steps axes by 1, 2 or 5 × 10ⁿ, whole numbers only', () => {
    expect([0.2, 1, 1.5, 3, 7, 12, 30, 51].map(niceStep)).toEqual([1, 1, 2, 5, 10, 20, 50, 100]);
  });

  it('gives both axes the same grid lines, tops at or above the largest day, and labels the last day', () => {
    const layout = overviewChartLayout(days, 600, 172);
    expect(layout.sessionTicks.map((tick) => tick.value)).toEqual([0, 5, 10, 15]);
    expect(layout.messageTicks.map((tick) => tick.value)).toEqual([0, 50, 100, 150]);
    expect(layout.messageTicks.map((tick) => tick.y)).toEqual(layout.sessionTicks.map((tick) => tick.y));
    expect(layout.columns.at(-1)!.label).toBe('11-25');
    expect(layout.columns[0]!.barHeight).toBeGreaterThan(0);
    expect(layout.columns[1]!.barHeight).toBe(0);
    // The highest day reaches the top of the messages axis' 150 exactly.
    expect(layout.columns[14]!.lineY).toBeCloseTo(layout.plot.top);
  });

  it('labels fewer days on a narrow picture', () => {
    const shown = (width: number) => overviewChartLayout(days, width, 172).columns.filter((column) => column.label).length;
    expect(shown(320)).toBeLessThan(shown(1000));
    expect(shown(320)).toBeGreaterThan(1);
  });

  it('finds the day under the pointer, none outside the plot', () => {
    const layout = overviewChartLayout(days, 600, 172);
    expect(columnAt(layout, layout.columns[14]!.x)).toBe(14);
    expect(columnAt(layout, layout.plot.right)).toBe(29);
    expect(columnAt(layout, 0)).toBeNull();
  });
});

describe('overview chart', () => {
  it('is one labelled picture with its legend, bars, line and axis labels', () => {
    render(<OverviewChart days={days} look={look} height={196} label="15 chats and 160 messages in the last 30 days" />);
    const chart = screen.getByRole('img', { name: '15 chats and 160 messages in the last 30 days' });
    expect(chart.tagName).toBe('svg');
    expect(screen.getByText('Chats')).toBeTruthy();
    expect(screen.getByText('Messages')).toBeTruthy();
    expect(chart.querySelectorAll('rect[rx]')).toHaveLength(3);
    expect(chart.querySelector('path')?.getAttribute('d')).toMatch(/^M[\d.]+ [\d.]+( L[\d.]+ [\d.]+){29}$/);
    const labels = [...chart.querySelectorAll('text')].map((text) => text.textContent);
    expect(labels).toEqual(expect.arrayContaining(['0', '15', '150', '11-25']));
  });

  it('tells the hovered day’s date and figures in a tooltip, and hides it when the pointer leaves', () => {
    render(<OverviewChart days={days} look={look} height={196} label="summary" />);
    const chart = screen.getByRole('img', { name: 'summary' });
    const layout = overviewChartLayout(days, 600, 196 - 24);
    fireEvent.pointerMove(chart, { clientX: layout.columns[14]!.x });
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip.textContent).toBe('2026-11-10Chats12Messages150');
    expect(within(tooltip).getByText('150')).toBeTruthy();
    fireEvent.pointerLeave(chart);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
