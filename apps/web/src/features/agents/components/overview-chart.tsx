import type { OverviewDay } from '@vox/contracts';
import { useLayoutEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { columnAt, LABEL_SIZE, overviewChartLayout } from '../utils/overview-chart-layout.ts';

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
  tooltipBackground: string;
  tooltipText: string;
  tooltipShadow: string;
}

interface Props {
  days: readonly OverviewDay[];
  look: OverviewChartLook;
  height: number;
  /** What the picture says, for screen readers. */
  label: string;
}

const LEGEND_HEIGHT = 24;
/** Drawn at this width until the container has been measured (and in jsdom, which lays nothing out). */
const FALLBACK_WIDTH = 600;

function Swatch({ color, line }: { color: string; line?: boolean }) {
  const style: CSSProperties = line
    ? { width: 14, height: 2, background: color, borderRadius: 1 }
    : { width: 14, height: 8, background: color, borderRadius: 2 };
  return <span aria-hidden style={{ display: 'inline-block', ...style }} />;
}

function useWidth() {
  const element = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const observed = element.current!;
    setWidth(observed.clientWidth);
    const observer = new ResizeObserver(() => setWidth(observed.clientWidth));
    observer.observe(observed);
    return () => observer.disconnect();
  }, []);
  return [element, width || FALLBACK_WIDTH] as const;
}

/**
 * Chats (bars, left axis) and messages (line, right axis) per day, drawn as SVG that follows its container's width; a
 * tooltip gives the hovered day's date and both figures. Screen readers get `label`, the whole picture in a sentence.
 */
export default function OverviewChart({ days, look, height, label }: Props) {
  const [container, width] = useWidth();
  const plotHeight = height - LEGEND_HEIGHT;
  const layout = useMemo(() => overviewChartLayout(days, width, plotHeight), [days, width, plotHeight]);
  const [hovered, setHovered] = useState<number | null>(null);
  const column = hovered === null ? undefined : layout.columns[hovered];
  const text = { fill: look.textColor, fontSize: LABEL_SIZE };
  const { plot } = layout;

  return (
    <div ref={container} style={{ position: 'relative', width: '100%', height, fontFamily: look.fontFamily }}>
      <div aria-hidden style={{ display: 'flex', justifyContent: 'flex-end', gap: 16, height: LEGEND_HEIGHT, color: look.textColor, fontSize: LABEL_SIZE }}>
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}><Swatch color={look.sessionsColor} />{look.sessions}</span>
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}><Swatch color={look.messagesColor} line />{look.messages}</span>
      </div>
      <svg
        role="img"
        aria-label={label}
        width={width}
        height={plotHeight}
        style={{ display: 'block', fontFamily: look.fontFamily }}
        onPointerMove={(event) => setHovered(columnAt(layout, event.clientX - event.currentTarget.getBoundingClientRect().left))}
        onPointerLeave={() => setHovered(null)}
      >
        {column ? <rect x={column.x - layout.band / 2} y={plot.top} width={layout.band} height={plot.bottom - plot.top} fill={look.lineColor} opacity={0.5} /> : null}
        {layout.sessionTicks.map((tick, index) => (
          <g key={tick.value}>
            <line x1={plot.left} x2={plot.right} y1={tick.y} y2={tick.y} stroke={look.lineColor} />
            <text {...text} x={plot.left - 6} y={tick.y} textAnchor="end" dominantBaseline="middle">{tick.value}</text>
            <text {...text} x={plot.right + 6} y={tick.y} dominantBaseline="middle">{layout.messageTicks[index]!.value}</text>
          </g>
        ))}
        {layout.columns.map((day) => (
          <g key={day.day.day}>
            {day.barHeight > 0 ? <rect x={day.x - layout.barWidth / 2} y={day.barY} width={layout.barWidth} height={day.barHeight} rx={2} fill={look.sessionsColor} /> : null}
            {day.label ? (
              <text {...text} x={day.x} y={plot.bottom + 6} textAnchor="middle" dominantBaseline="hanging">{day.label}</text>
            ) : null}
          </g>
        ))}
        <path d={layout.messagesPath} fill="none" stroke={look.messagesColor} strokeWidth={2} strokeLinejoin="round" />
      </svg>
      {column ? (
        <div
          role="tooltip"
          style={{
            position: 'absolute',
            top: LEGEND_HEIGHT + plot.top,
            // Beside the hovered day, on whichever side has room.
            ...(column.x < width / 2 ? { left: column.x + layout.band } : { right: width - column.x + layout.band }),
            pointerEvents: 'none',
            padding: '6px 10px',
            borderRadius: 6,
            background: look.tooltipBackground,
            color: look.tooltipText,
            boxShadow: look.tooltipShadow,
            fontSize: LABEL_SIZE,
            whiteSpace: 'nowrap',
          }}
        >
          <div>{column.day.day}</div>
          <div style={{ display: 'flex', alignItems: 'center', gap: 6 }}><Swatch color={look.sessionsColor} />{look.sessions}<b style={{ marginLeft: 'auto', paddingLeft: 12 }}>{column.day.sessions}</b></div>
          <div style={{ display: 'flex', alignItems: 'center', gap: 6 }}><Swatch color={look.messagesColor} line />{look.messages}<b style={{ marginLeft: 'auto', paddingLeft: 12 }}>{column.day.messages}</b></div>
        </div>
      ) : null}
    </div>
  );
}
