import { textFor, type AppLocale } from '@vox/contracts';
import type { Localized } from './app-error.ts';
import { JSON_NESTING_MAX } from './json-nesting.ts';

export type ValidationReason = 'required' | 'tooShort' | 'tooLong' | 'tooSmall' | 'tooLarge' | 'format' | 'type' | 'notAllowed' | 'unstorable' | 'tooDeep';

/** The `{1}` of errorMessages[400] ("参数 {0} 无效：{1}"). */
const REASONS: Record<ValidationReason, Localized> = {
  required: { zh_CN: '不能为空', zh_TW: '不能為空', en: 'required', de: 'erforderlich', vi: 'bắt buộc', pt_BR: 'obrigatório' },
  tooShort: { zh_CN: '长度过短', zh_TW: '長度過短', en: 'too short', de: 'zu kurz', vi: 'quá ngắn', pt_BR: 'curto demais' },
  tooLong: { zh_CN: '长度过长', zh_TW: '長度過長', en: 'too long', de: 'zu lang', vi: 'quá dài', pt_BR: 'longo demais' },
  tooSmall: { zh_CN: '数值过小', zh_TW: '數值過小', en: 'too small', de: 'zu klein', vi: 'quá nhỏ', pt_BR: 'pequeno demais' },
  tooLarge: { zh_CN: '数值过大', zh_TW: '數值過大', en: 'too large', de: 'zu groß', vi: 'quá lớn', pt_BR: 'grande demais' },
  format: { zh_CN: '格式不正确', zh_TW: '格式不正確', en: 'wrong format', de: 'falsches Format', vi: 'sai định dạng', pt_BR: 'formato errado' },
  type: { zh_CN: '类型不正确', zh_TW: '類型不正確', en: 'wrong type', de: 'falscher Typ', vi: 'sai kiểu', pt_BR: 'tipo errado' },
  notAllowed: { zh_CN: '取值不允许', zh_TW: '取值不允許', en: 'value not allowed', de: 'Wert nicht erlaubt', vi: 'giá trị không được phép', pt_BR: 'valor não permitido' },
  unstorable: { zh_CN: '含有无法保存的字符（如 NUL）', zh_TW: '含有無法儲存的字元（如 NUL）', en: 'contains a character that cannot be stored (such as NUL)', de: 'enthält ein Zeichen, das nicht gespeichert werden kann (etwa NUL)', vi: 'chứa ký tự không thể lưu (như NUL)', pt_BR: 'contém um caractere que não pode ser armazenado (como NUL)' },
  tooDeep: { zh_CN: `嵌套层级过深（最多 ${JSON_NESTING_MAX} 层）`, zh_TW: `巢狀層級過深（最多 ${JSON_NESTING_MAX} 層）`, en: `nested too deeply (at most ${JSON_NESTING_MAX} levels)`, de: `zu tief verschachtelt (höchstens ${JSON_NESTING_MAX} Ebenen)`, vi: `lồng quá sâu (tối đa ${JSON_NESTING_MAX} cấp)`, pt_BR: `aninhado fundo demais (no máximo ${JSON_NESTING_MAX} níveis)` },
};

export function validationReason(reason: ValidationReason): Localized {
  return REASONS[reason];
}

/** Lists count items, not characters. */
const count = (chars: boolean, text: Localized): Localized =>
  chars
    ? text
    : {
        zh_CN: text.zh_CN.replace(' 个字符', ' 项'),
        zh_TW: text.zh_TW.replace(' 個字元', ' 項'),
        en: text.en.replace('characters', 'items'),
        ...(text.de === undefined ? {} : { de: text.de.replace('Zeichen', 'Einträge') }),
        ...(text.vi === undefined ? {} : { vi: text.vi.replace('ký tự', 'mục') }),
        ...(text.pt_BR === undefined ? {} : { pt_BR: text.pt_BR.replace('caracteres', 'itens') }),
      };

/** The reason with its limit ("最多 512 个字符"), where the issue carries one; the bare reason otherwise. */
export function reasonWithLimit(reason: ValidationReason, issue: IssueLike): Localized {
  const chars = String(issue.origin) === 'string';
  const min = Number(issue.minimum);
  const max = Number(issue.maximum);
  switch (reason) {
    case 'tooLong':
      return Number.isFinite(max) ? count(chars, { zh_CN: `最多 ${max} 个字符`, zh_TW: `最多 ${max} 個字元`, en: `at most ${max} characters`, de: `höchstens ${max} Zeichen`, vi: `tối đa ${max} ký tự`, pt_BR: `no máximo ${max} caracteres` }) : REASONS.tooLong;
    case 'tooShort':
      return Number.isFinite(min) ? count(chars, { zh_CN: `至少 ${min} 个字符`, zh_TW: `至少 ${min} 個字元`, en: `at least ${min} characters`, de: `mindestens ${min} Zeichen`, vi: `ít nhất ${min} ký tự`, pt_BR: `no mínimo ${min} caracteres` }) : REASONS.tooShort;
    case 'tooLarge':
      return Number.isFinite(max) ? { zh_CN: `不能大于 ${max}`, zh_TW: `不能大於 ${max}`, en: `at most ${max}`, de: `höchstens ${max}`, vi: `tối đa ${max}`, pt_BR: `no máximo ${max}` } : REASONS.tooLarge;
    case 'tooSmall':
      return Number.isFinite(min) ? { zh_CN: `不能小于 ${min}`, zh_TW: `不能小於 ${min}`, en: `at least ${min}`, de: `mindestens ${min}`, vi: `ít nhất ${min}`, pt_BR: `no mínimo ${min}` } : REASONS.tooSmall;
    default:
      return REASONS[reason];
  }
}

/** "「参数值」最多 512 个字符" / "Parameter value: at most 512 characters": a field named as the form names it. */
export function fieldMessage(label: Localized | string, reason: Localized): Localized {
  const name = (locale: AppLocale) => (typeof label === 'string' ? label : textFor(label, locale));
  return {
    zh_CN: `「${name('zh_CN')}」${reason.zh_CN}`,
    zh_TW: `「${name('zh_TW')}」${reason.zh_TW}`,
    en: `${name('en')}: ${reason.en}`,
    de: `${name('de')}: ${textFor(reason, 'de')}`,
    vi: `${name('vi')}: ${textFor(reason, 'vi')}`,
    pt_BR: `${name('pt_BR')}: ${textFor(reason, 'pt_BR')}`,
  };
}

export interface IssueLike {
  code: string;
  origin?: unknown;
  minimum?: unknown;
  maximum?: unknown;
}

const SIZED_ORIGINS = new Set(['string', 'array', 'set', 'file']);

/** Maps a zod issue kind to a reason; `missing` says the offending value was absent. */
export function reasonForIssue(issue: IssueLike, missing: boolean): ValidationReason {
  const sized = SIZED_ORIGINS.has(String(issue.origin));
  switch (issue.code) {
    case 'invalid_type':
      return missing ? 'required' : 'type';
    case 'too_small':
      // An empty string or list where at least one item is needed reads as "required".
      if (missing || (sized && Number(issue.minimum) === 1)) return 'required';
      return sized ? 'tooShort' : 'tooSmall';
    case 'too_big':
      return sized ? 'tooLong' : 'tooLarge';
    case 'invalid_value':
    case 'unrecognized_keys':
      return 'notAllowed';
    default:
      return missing ? 'required' : 'format';
  }
}
