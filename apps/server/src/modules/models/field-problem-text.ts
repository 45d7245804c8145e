import type { FieldProblem } from '@vox/contracts';
import type { Localized } from '../../lib/app-error.ts';

const FIXED: Record<Exclude<FieldProblem['reason'], 'range' | 'option' | 'tooLong'>, Localized> = {
  number: { zh_CN: '应为数字', zh_TW: '應為數字', en: 'must be a number' },
  integer: { zh_CN: '应为整数', zh_TW: '應為整數', en: 'must be a whole number' },
  boolean: { zh_CN: '应为 true 或 false', zh_TW: '應為 true 或 false', en: 'must be true or false' },
  url: { zh_CN: '应为 http(s):// 或 ws(s):// 开头的地址', zh_TW: '應為 http(s):// 或 ws(s):// 開頭的位址', en: 'must be an address starting with http(s):// or ws(s)://' },
  object: { zh_CN: '应为 JSON 对象，如 {"键": "值"}', zh_TW: '應為 JSON 物件，如 {"鍵": "值"}', en: 'must be a JSON object, e.g. {"key": "value"}' },
  array: { zh_CN: '应为 JSON 数组，如 ["a", "b"]', zh_TW: '應為 JSON 陣列，如 ["a", "b"]', en: 'must be a JSON array, e.g. ["a", "b"]' },
  json: { zh_CN: '不是有效的 JSON', zh_TW: '不是有效的 JSON', en: 'is not valid JSON' },
};

function rangeText(min: number | undefined, max: number | undefined): Localized {
  if (min !== undefined && max !== undefined) return { zh_CN: `应在 ${min} 到 ${max} 之间`, zh_TW: `應在 ${min} 到 ${max} 之間`, en: `must be between ${min} and ${max}` };
  if (min !== undefined) return { zh_CN: `不能小于 ${min}`, zh_TW: `不能小於 ${min}`, en: `must be at least ${min}` };
  return { zh_CN: `不能大于 ${max}`, zh_TW: `不能大於 ${max}`, en: `must be at most ${max}` };
}

/** What a field takes, in the words the console's form uses for the same rule. */
export function fieldProblemText(problem: FieldProblem): Localized {
  switch (problem.reason) {
    case 'range':
      return rangeText(problem.min, problem.max);
    case 'option':
      return { zh_CN: `只能是：${problem.options.join('、')}`, zh_TW: `只能是：${problem.options.join('、')}`, en: `must be one of: ${problem.options.join(', ')}` };
    case 'tooLong':
      return { zh_CN: `最多 ${problem.max} 个字符`, zh_TW: `最多 ${problem.max} 個字元`, en: `at most ${problem.max} characters` };
    default:
      return FIXED[problem.reason];
  }
}
