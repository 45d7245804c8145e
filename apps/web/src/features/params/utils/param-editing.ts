import { describeParamShape, fitsParamShape, PARAM_ARRAY_SEPARATOR, paramShapeOf, textFor, type AppLocale, type ParamValueType } from '@vox/contracts';

/** Arrays are edited one item per line, json pretty-printed. */
export function toEditorText(type: string, value: string): string {
  if (type === 'array') return value.split(PARAM_ARRAY_SEPARATOR).map((item) => item.trim()).join('\n');
  if (type === 'json') {
    try {
      return JSON.stringify(JSON.parse(value), null, 2);
    } catch {
      return value;
    }
  }
  return value;
}

/** Back to the stored form: array lines joined by `;` (blank lines dropped), json minified when it parses. */
export function fromEditorText(type: string, text: string): string {
  if (type === 'array') return text.split(/\r?\n/).map((line) => line.trim().replace(/;$/, '').trim()).filter(Boolean).join(PARAM_ARRAY_SEPARATOR);
  if (type === 'json') {
    try {
      return JSON.stringify(JSON.parse(text));
    } catch {
      return text;
    }
  }
  return type === 'string' ? text : text.trim();
}

/** The same checks the server makes, so most typing mistakes are caught before a round trip. */
export function valueProblem(type: ParamValueType | string, value: string): 'required' | 'number' | 'boolean' | 'json' | null {
  if (value.trim() === '') return 'required';
  if (type === 'number' && !Number.isFinite(Number(value.trim()))) return 'number';
  if (type === 'boolean' && !/^(true|false)$/i.test(value.trim())) return 'boolean';
  if (type === 'json') {
    try {
      const parsed: unknown = JSON.parse(value);
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return 'json';
    } catch {
      return 'json';
    }
  }
  return null;
}

/**
 * The same rule the server applies to a known param (contracts' param shapes), in words for the form and as a
 * check before saving; undefined for params without one.
 */
export function shapeRuleOf(code: string | undefined, locale: AppLocale): { text: string; fits: (value: string) => boolean } | undefined {
  const shape = paramShapeOf((code ?? '').trim());
  if (!shape) return undefined;
  return { text: textFor(describeParamShape(shape), locale), fits: (value) => fitsParamShape(shape, value) };
}
