import type { ChatMessage } from '@vox/contracts';
import { parseGmt8 } from '../../../lib/date-time.ts';

/** A time divider goes above the first message and wherever a minute or more passed in silence. */
const DIVIDER_GAP_MS = 60_000;

export type TimelineItem = { kind: 'divider'; key: string; date: Date } | { kind: 'message'; key: string; message: ChatMessage; date: Date | null };

export function messageTimeline(messages: readonly ChatMessage[]): TimelineItem[] {
  const items: TimelineItem[] = [];
  let last: Date | null = null;
  messages.forEach((message, index) => {
    const date = parseGmt8(message.createdAt);
    if (date && (!last || date.getTime() - last.getTime() > DIVIDER_GAP_MS)) items.push({ kind: 'divider', key: `divider-${index}`, date });
    if (date) last = date;
    items.push({ kind: 'message', key: `message-${index}`, message, date });
  });
  return items;
}

/** The middle two octets hidden, so a shared screen does not give the device away. */
export function maskMac(mac: string): string {
  const parts = mac.split(/[:-]/);
  if (parts.length !== 6) return mac;
  return [parts[0], parts[1], '**', '**', parts[4], parts[5]].join(':');
}
