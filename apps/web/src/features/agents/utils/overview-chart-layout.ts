import type { OverviewDay } from '@vox/contracts';

/** Font size of the axis labels, px; their widths are estimated from it (no text measuring before the first paint). */
export const LABEL_SIZE = 12;
const LABEL_GAP = 6;
const X_LABEL_HEIGHT = LABEL_SIZE + 8;
const TOP = 8;
/** Room an MM-DD label needs on the day axis before the next shown one. */
const X_LABEL_ROOM = 44;
const GRID_INTERVALS = 4;
const BAR_MAX_WIDTH = 12;

export interface Tick {
  value: number;
  y: number;
}

export interface DayColumn {
  day: OverviewDay;
  /** Centre of the day's band. */
  x: number;
  /** The MM-DD shown under it, or null where labels would crowd. */
  label: string | null;
  barY: number;
  barHeight: number;
  lineY: number;
}

export interface OverviewChartLayout {
  plot: { left: number; right: number; top: number; bottom: number };
  band: number;
  barWidth: number;
  /** Sessions on the left axis, messages on the right one, sharing the grid lines. */
  sessionTicks: Tick[];
  messageTicks: Tick[];
  columns: DayColumn[];
  /** The messages line through the columns, as an SVG path. */
  messagesPath: string;
}

/** The smallest of 1, 2, 5 × 10ⁿ (whole numbers only) not below `raw`. */
export function niceStep(raw: number): number {
  if (raw <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= raw)!;
  return Math.round(step);
}

/** Values 0, step, 2·step… up to the first at or above `max`, at least `intervals` of them after 0. */
function axisValues(max: number, intervals: number): number[] {
  const step = niceStep(max / intervals);
  const count = Math.max(1, Math.ceil(max / step));
  return Array.from({ length: count + 1 }, (_, index) => index * step);
}

const labelWidth = (value: number) => String(value).length * LABEL_SIZE * 0.6;

/**
 * Where everything goes in a `width` × `height` picture: sessions as bars on the left axis, messages as a line on the
 * right one (a day has many more messages than sessions, and one axis would flatten the bars). The day axis shows
 * MM-DD, every few days when the width is short, always including the last day.
 */
export function overviewChartLayout(days: readonly OverviewDay[], width: number, height: number): OverviewChartLayout {
  const sessionValues = axisValues(Math.max(0, ...days.map((day) => day.sessions)), GRID_INTERVALS);
  const intervals = sessionValues.length - 1;
  const messageStep = niceStep(Math.max(0, ...days.map((day) => day.messages)) / intervals);
  const messageValues = sessionValues.map((_, index) => index * messageStep);
  const plot = {
    left: Math.ceil(labelWidth(sessionValues.at(-1)!) + LABEL_GAP),
    right: width - Math.ceil(labelWidth(messageValues.at(-1)!) + LABEL_GAP),
    top: TOP,
    bottom: height - X_LABEL_HEIGHT,
  };
  const yOf = (value: number, top: number) => plot.bottom - (value / top) * (plot.bottom - plot.top);
  const sessionTop = sessionValues.at(-1)!;
  const messageTop = messageValues.at(-1)!;
  const band = (plot.right - plot.left) / Math.max(1, days.length);
  const stride = Math.max(1, Math.ceil(X_LABEL_ROOM / band));
  const columns = days.map((day, index) => {
    const barY = yOf(day.sessions, sessionTop);
    return {
      day,
      x: plot.left + band * (index + 0.5),
      label: (days.length - 1 - index) % stride === 0 ? day.day.slice(5) : null,
      barY,
      barHeight: plot.bottom - barY,
      lineY: yOf(day.messages, messageTop),
    };
  });
  return {
    plot,
    band,
    barWidth: Math.min(BAR_MAX_WIDTH, band * 0.6),
    sessionTicks: sessionValues.map((value) => ({ value, y: yOf(value, sessionTop) })),
    messageTicks: messageValues.map((value) => ({ value, y: yOf(value, messageTop) })),
    columns,
    messagesPath: columns.map((column, index) => `${index === 0 ? 'M' : 'L'}${column.x.toFixed(1)} ${column.lineY.toFixed(1)}`).join(' '),
  };
}

/** The day under a pointer `x` px from the picture's left edge, or null outside the plot. */
export function columnAt(layout: OverviewChartLayout, x: number): number | null {
  if (x < layout.plot.left || x > layout.plot.right || layout.columns.length === 0) return null;
  return Math.min(layout.columns.length - 1, Math.floor((x - layout.plot.left) / layout.band));
}
