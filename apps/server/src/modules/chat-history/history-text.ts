import { CHAT_TYPE, zonedDateTime, type AppLocale } from '@vox/contracts';
import type { Localized } from '../../lib/app-error.ts';
import type { MessageRow } from './chat-history.repository.ts';

const ROLE: Record<number, Localized> = {
  [CHAT_TYPE.USER]: { zh_CN: '用户', zh_TW: '使用者', en: 'User', de: 'Benutzer', vi: 'Người dùng', pt_BR: 'Usuário' },
  [CHAT_TYPE.AGENT]: { zh_CN: '智能体', zh_TW: '智能體', en: 'Agent', de: 'Agent', vi: 'Agent', pt_BR: 'Agente' },
  [CHAT_TYPE.TOOL]: { zh_CN: '工具', zh_TW: '工具', en: 'Tool', de: 'Tool', vi: 'Công cụ', pt_BR: 'Ferramenta' },
};

/** Tool messages are JSON arrays of `{text}`, user messages may be `{"speaker","content"}`. */
export function readableContent(content: string): string {
  try {
    const parsed: unknown = JSON.parse(content);
    if (Array.isArray(parsed)) return parsed.map((item) => (item as { text?: unknown })?.text ?? '').filter(Boolean).join(' ');
    if (parsed && typeof parsed === 'object' && typeof (parsed as { content?: unknown }).content === 'string') return (parsed as { content: string }).content;
  } catch {
    // plain text
  }
  return content;
}

/** One line per message, `[time] role: content` with the time as the reader's clock shows it; a blank line between sessions. */
export function historyText(sessions: readonly (readonly MessageRow[])[], locale: AppLocale, timeZone: string): string {
  return sessions
    .map((messages) =>
      messages.map((message) => `[${zonedDateTime(new Date(message.created_at), timeZone)}] ${ROLE[message.chat_type]?.[locale] ?? '?'}: ${readableContent(message.content)}`).join('\n'),
    )
    .join('\n\n')
    .concat('\n');
}
