import type { ProviderField } from '@vox/contracts';

/** The types the field editor offers; seeds may carry others (integer, float…), which are kept as they are. */
export const EDITOR_FIELD_TYPES = ['string', 'number', 'integer', 'boolean', 'url', 'enum', 'dict', 'array', 'password'] as const;

const NUMBER_TYPES = ['number', 'integer', 'int', 'float'];

/** Types whose row takes limits: `min..max` for numbers, `a,b,c` for an enum. */
export const takesLimits = (type: string) => NUMBER_TYPES.includes(type) || type === 'enum';

export interface FieldRow {
  /** Stable React key; not sent. */
  rowId: string;
  key: string;
  label: string;
  type: string;
  /** The default as typed; empty means none. */
  default: string;
  /** `0..2`, `1..` or `..100` for a number field, `chat,agent` for an enum; empty means none. */
  limits: string;
}

let counter = 0;
const nextRowId = () => `row-${++counter}`;

export const emptyRow = (): FieldRow => ({ rowId: nextRowId(), key: '', label: '', type: 'string', default: '', limits: '' });

const RANGE = /^\s*(-?\d+(?:\.\d+)?)?\s*\.\.\s*(-?\d+(?:\.\d+)?)?\s*$/;

function limitsText(field: ProviderField): string {
  if (field.options) return field.options.join(',');
  if (field.min === undefined && field.max === undefined) return '';
  return `${field.min ?? ''}..${field.max ?? ''}`;
}

/** The row's limits as field properties, or null when they cannot be read. */
function parseLimits(row: FieldRow): Pick<ProviderField, 'min' | 'max' | 'options'> | null {
  const text = row.limits.trim();
  if (text === '' || !takesLimits(row.type)) return row.type === 'enum' ? null : {};
  if (row.type === 'enum') {
    const options = [...new Set(text.split(/[,，]/).map((option) => option.trim()).filter(Boolean))];
    return options.length > 0 ? { options } : null;
  }
  const match = RANGE.exec(text);
  if (!match || (match[1] === undefined && match[2] === undefined)) return null;
  const [min, max] = [match[1], match[2]].map((bound) => (bound === undefined ? undefined : Number(bound)));
  if (min !== undefined && max !== undefined && min > max) return null;
  return { ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) };
}

const defaultText = (value: unknown) => (value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value));

export function rowsFromFields(raw: string | null | undefined): FieldRow[] {
  let parsed: unknown = [];
  try {
    parsed = raw ? JSON.parse(raw) : [];
  } catch {
    parsed = [];
  }
  if (!Array.isArray(parsed)) return [];
  return (parsed as ProviderField[]).map((field) => ({
    rowId: nextRowId(),
    key: String(field.key ?? ''),
    label: String(field.label ?? ''),
    type: String(field.type ?? 'string'),
    default: defaultText(field.default),
    limits: limitsText(field),
  }));
}

/** A typed default, so a number field's default is a number and a dict's an object. */
function typedDefault(row: FieldRow): unknown {
  const text = row.default.trim();
  if (NUMBER_TYPES.includes(row.type)) {
    const number = Number(text);
    return Number.isFinite(number) ? number : text;
  }
  if (row.type === 'boolean') return text === 'true';
  if (row.type === 'dict') {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return row.default;
}

/** The serialized list the server stores: `[{key,label,type,default?}]`, empty rows dropped. */
export function serializeFields(rows: readonly FieldRow[]): string {
  const fields: ProviderField[] = rows
    .filter((row) => row.key.trim() !== '')
    .map((row) => ({
      key: row.key.trim(),
      label: row.label.trim() || row.key.trim(),
      type: row.type,
      ...(row.default.trim() === '' ? {} : { default: typedDefault(row) }),
      ...parseLimits(row),
    }));
  return JSON.stringify(fields);
}

/** A problem the server would refuse, as a locale key, or null. */
export function fieldsProblem(rows: readonly FieldRow[]): 'keyInvalid' | 'keyDuplicate' | 'limitsInvalid' | null {
  const keys = rows.map((row) => row.key.trim()).filter(Boolean);
  if (keys.some((key) => !/^[A-Za-z_][A-Za-z0-9_]*$/.test(key))) return 'keyInvalid';
  if (new Set(keys).size !== keys.length) return 'keyDuplicate';
  if (rows.some((row) => row.key.trim() !== '' && parseLimits(row) === null)) return 'limitsInvalid';
  return null;
}

export function moveRow(rows: readonly FieldRow[], index: number, by: -1 | 1): FieldRow[] {
  const target = index + by;
  if (target < 0 || target >= rows.length) return [...rows];
  const next = [...rows];
  const [row] = next.splice(index, 1);
  if (row) next.splice(target, 0, row);
  return next;
}
