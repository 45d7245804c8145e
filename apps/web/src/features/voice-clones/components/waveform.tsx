import { theme } from 'antd';
import { useEffect, useRef } from 'react';
import { peaks } from '../utils/wav.ts';

const HEIGHT = 96;
const BUCKETS = 600;

/** The recording's waveform with the selection [start, end) seconds shaded. */
export function Waveform({ audio, start, end, label }: { audio: AudioBuffer; start: number; end: number; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const { token } = theme.useToken();
  useEffect(() => {
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (!element || !context) return;
    element.width = BUCKETS;
    element.height = HEIGHT;
    context.clearRect(0, 0, BUCKETS, HEIGHT);
    const from = (start / audio.duration) * BUCKETS;
    const to = (end / audio.duration) * BUCKETS;
    context.fillStyle = token.colorPrimaryBg;
    context.fillRect(from, 0, to - from, HEIGHT);
    peaks(audio.getChannelData(0), BUCKETS).forEach((peak, x) => {
      context.fillStyle = x >= from && x < to ? token.colorPrimary : token.colorTextQuaternary;
      const bar = Math.max(1, peak * HEIGHT);
      context.fillRect(x, (HEIGHT - bar) / 2, 1, bar);
    });
  }, [audio, start, end, token]);
  return <canvas ref={canvas} role="img" aria-label={label} style={{ width: '100%', height: HEIGHT, display: 'block', borderRadius: 6, background: token.colorFillQuaternary }} />;
}
