import type { FieldProblem } from '@vox/contracts';
import type { Localized } from '../../lib/app-error.ts';

const FIXED: Record<Exclude<FieldProblem['reason'], 'range' | 'option' | 'tooLong'>, Localized> = {
  number: { zh_CN: '应为数字', zh_TW: '應為數字', en: 'must be a number', de: 'muss eine Zahl sein', vi: 'phải là một số', pt_BR: 'deve ser um número' },
  integer: { zh_CN: '应为整数', zh_TW: '應為整數', en: 'must be a whole number', de: 'muss eine ganze Zahl sein', vi: 'phải là một số nguyên', pt_BR: 'deve ser um número inteiro' },
  boolean: { zh_CN: '应为 true 或 false', zh_TW: '應為 true 或 false', en: 'must be true or false', de: 'muss true oder false sein', vi: 'phải là true hoặc false', pt_BR: 'deve ser true ou false' },
  url: { zh_CN: '应为 http(s):// 或 ws(s):// 开头的地址', zh_TW: '應為 http(s):// 或 ws(s):// 開頭的位址', en: 'must be an address starting with http(s):// or ws(s)://', de: 'muss eine Adresse sein, die mit http(s):// oder ws(s):// beginnt', vi: 'phải là địa chỉ bắt đầu bằng http(s):// hoặc ws(s)://', pt_BR: 'deve ser um endereço que comece com http(s):// ou ws(s)://' },
  object: { zh_CN: '应为 JSON 对象，如 {"键": "值"}', zh_TW: '應為 JSON 物件，如 {"鍵": "值"}', en: 'must be a JSON object, e.g. {"key": "value"}', de: 'muss ein JSON-Objekt sein, z. B. {"key": "value"}', vi: 'phải là một đối tượng JSON, vd. {"key": "value"}', pt_BR: 'deve ser um objeto JSON, ex.: {"key": "value"}' },
  array: { zh_CN: '应为 JSON 数组，如 ["a", "b"]', zh_TW: '應為 JSON 陣列，如 ["a", "b"]', en: 'must be a JSON array, e.g. ["a", "b"]', de: 'muss ein JSON-Array sein, z. B. ["a", "b"]', vi: 'phải là một mảng JSON, vd. ["a", "b"]', pt_BR: 'deve ser um array JSON, ex.: ["a", "b"]' },
  json: { zh_CN: '不是有效的 JSON', zh_TW: '不是有效的 JSON', en: 'is not valid JSON', de: 'ist kein gültiges JSON', vi: 'không phải JSON hợp lệ', pt_BR: 'não é um JSON válido' },
};

function rangeText(min: number | undefined, max: number | undefined): Localized {
  if (min !== undefined && max !== undefined) return { zh_CN: `应在 ${min} 到 ${max} 之间`, zh_TW: `應在 ${min} 到 ${max} 之間`, en: `must be between ${min} and ${max}`, de: `muss zwischen ${min} und ${max} liegen`, vi: `phải nằm trong khoảng ${min} đến ${max}`, pt_BR: `deve estar entre ${min} e ${max}` };
  if (min !== undefined) return { zh_CN: `不能小于 ${min}`, zh_TW: `不能小於 ${min}`, en: `must be at least ${min}`, de: `muss mindestens ${min} sein`, vi: `phải ít nhất là ${min}`, pt_BR: `deve ser no mínimo ${min}` };
  return { zh_CN: `不能大于 ${max}`, zh_TW: `不能大於 ${max}`, en: `must be at most ${max}`, de: `darf höchstens ${max} sein`, vi: `tối đa là ${max}`, pt_BR: `deve ser no máximo ${max}` };
}

/** What a field takes, in the words the console's form uses for the same rule. */
export function fieldProblemText(problem: FieldProblem): Localized {
  switch (problem.reason) {
    case 'range':
      return rangeText(problem.min, problem.max);
    case 'option':
      return { zh_CN: `只能是：${problem.options.join('、')}`, zh_TW: `只能是：${problem.options.join('、')}`, en: `must be one of: ${problem.options.join(', ')}`, de: `muss eines davon sein: ${problem.options.join(', ')}`, vi: `phải là một trong: ${problem.options.join(', ')}`, pt_BR: `deve ser um de: ${problem.options.join(', ')}` };
    case 'tooLong':
      return { zh_CN: `最多 ${problem.max} 个字符`, zh_TW: `最多 ${problem.max} 個字元`, en: `at most ${problem.max} characters`, de: `höchstens ${problem.max} Zeichen`, vi: `tối đa ${problem.max} ký tự`, pt_BR: `no máximo ${problem.max} caracteres` };
    default:
      return FIXED[problem.reason];
  }
}
