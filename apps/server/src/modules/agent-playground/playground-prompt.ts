import type { DeviceServerConfig } from '@vox/contracts';

/** The weekday names the device server writes into a prompt. */
const WEEKDAYS = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'];

export interface PromptContext {
  now: Date;
  /** IANA zone the times are written in (the caller's). */
  timeZone: string;
  /** Names in the chosen device's address book. */
  addressBook: readonly string[];
  /** What the agent's context providers answered, one text each. */
  provided: readonly string[];
  /** The voiceprint speaker the question is asked as, and what long-term memory recalls of them. */
  speaker?: { name: string; remembered: string | null } | null;
}

function partsOf(now: Date, timeZone: string): Record<string, string> {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', weekday: 'short' }).formatToParts(now);
  return Object.fromEntries(parts.map((part) => [part.type, part.value]));
}

/** The language the agent speaks: its TTS entry's `language`, as the agent-models answer carries it. */
export function languageOf(config: DeviceServerConfig): string {
  const selected = (config.selected_module ?? {}) as Record<string, string>;
  const tts = (config.TTS as Record<string, Record<string, unknown>> | undefined)?.[selected.TTS ?? ''];
  return typeof tts?.language === 'string' ? tts.language : '';
}

/**
 * The system prompt as the device server makes it from the agent-models answer: the role prompt with the time, date,
 * weekday and language filled in, then what it adds around it: the time context, the address book, the context
 * providers' data and the remembered summary (and what is remembered of the speaker, when one is chosen).
 */
export function playgroundPrompt(config: DeviceServerConfig, context: PromptContext): string {
  const parts = partsOf(context.now, context.timeZone);
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  const time = `${parts.hour}:${parts.minute}`;
  const weekday = WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()] ?? '';
  const language = languageOf(config);
  const role = String(config.prompt ?? '')
    .replaceAll('{{current_time}}', time)
    .replaceAll('{{today_date}}', date)
    .replaceAll('{{today_weekday}}', weekday)
    .replaceAll('{{language}}', language);
  const sections = [role.trim(), `<context>\n当前时间：${time}\n今天日期：${date}（${weekday}）${language ? `\n回复语言：${language}` : ''}\n</context>`];
  if (context.addressBook.length > 0) sections.push(`<address_book>\n${context.addressBook.join('、')}\n</address_book>`);
  for (const text of context.provided) if (text.trim()) sections.push(`<dynamic_context>\n${text.trim()}\n</dynamic_context>`);
  const memory = typeof config.summaryMemory === 'string' ? config.summaryMemory.trim() : '';
  if (memory) sections.push(`<memory>\n${memory}\n</memory>`);
  const speaker = context.speaker;
  if (speaker?.remembered?.trim()) sections.push(`<speaker_memory speaker="${speaker.name}">\n${speaker.remembered.trim()}\n</speaker_memory>`);
  return sections.filter(Boolean).join('\n\n');
}
