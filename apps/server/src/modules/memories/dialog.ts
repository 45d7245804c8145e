import { CHAT_TYPE, MEMORY_IDENTIFIER_MAX, MEMORY_SPEAKER_PREFIX } from '@vox/contracts';

export interface DialogMessage {
  role: 'user' | 'assistant';
  content: string;
}

/** Messages one extraction reads at most (the latest ones). */
const DIALOG_MESSAGES_MAX = 200;

function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  // OpenAI's content parts: [{type: 'text', text}]
  if (Array.isArray(content)) return content.map((part) => (part && typeof (part as { text?: unknown }).text === 'string' ? (part as { text: string }).text : '')).join('');
  return '';
}

/**
 * `dialog_content` is the JSON text of OpenAI messages; user and assistant turns are kept, system and tool turns
 * dropped. Null when it is not such a list or holds no user words (the caller answers 400).
 */
export function parseDialog(text: string): DialogMessage[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed)) return null;
  const messages: DialogMessage[] = [];
  for (const item of parsed) {
    if (!item || typeof item !== 'object') return null;
    const { role, content } = item as { role?: unknown; content?: unknown };
    if (typeof role !== 'string') return null;
    const words = textOf(content).trim();
    if ((role === 'user' || role === 'assistant') && words) messages.push({ role, content: words });
  }
  if (!messages.some((message) => message.role === 'user')) return null;
  return messages.slice(-DIALOG_MESSAGES_MAX);
}

interface ReportedMessage {
  chat_type: number;
  content: string;
}

/** A reported user message may be `{"speaker", "content"}` (voiceprint); anything else is the text itself. */
function spoken(content: string): { speaker: string | null; text: string } {
  const trimmed = content.trim();
  if (trimmed.startsWith('{')) {
    try {
      const parsed = JSON.parse(trimmed) as { speaker?: unknown; content?: unknown };
      if (typeof parsed.content === 'string') return { speaker: typeof parsed.speaker === 'string' && parsed.speaker.trim() ? parsed.speaker.trim() : null, text: parsed.content.trim() };
    } catch {
      // plain text that starts with a brace
    }
  }
  return { speaker: null, text: trimmed };
}

/** A session's reported messages as a dialogue, and the one speaker voiceprints named in it (if exactly one). */
export function sessionDialog(messages: readonly ReportedMessage[]): { dialog: DialogMessage[]; speaker: string | null } {
  const dialog: DialogMessage[] = [];
  const speakers = new Set<string>();
  for (const message of messages) {
    if (message.chat_type === CHAT_TYPE.USER) {
      const { speaker, text } = spoken(message.content);
      if (speaker && !/^(unknown|未知)/i.test(speaker)) speakers.add(speaker);
      if (text) dialog.push({ role: 'user', content: text });
    } else if (message.chat_type === CHAT_TYPE.AGENT && message.content.trim()) {
      dialog.push({ role: 'assistant', content: message.content.trim() });
    }
  }
  const [speaker] = speakers;
  return { dialog: dialog.slice(-DIALOG_MESSAGES_MAX), speaker: speakers.size === 1 && speaker ? speaker : null };
}

/** `speaker_<name>` with what the identifier pattern refuses (spaces, slashes) made `_`. */
export function speakerIdentifier(name: string): string {
  return `${MEMORY_SPEAKER_PREFIX}${name.replace(/[^\p{L}\p{N}_:.@-]/gu, '_')}`.slice(0, MEMORY_IDENTIFIER_MAX);
}
