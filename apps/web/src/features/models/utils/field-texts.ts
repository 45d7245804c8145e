import type { FieldProblem, FieldRule } from '@vox/contracts';
import type { TFunction } from 'i18next';

function bounds(t: TFunction<'models'>, min: number | undefined, max: number | undefined, prefix: 'rule' | 'hint'): string {
  if (min !== undefined && max !== undefined) return t(`${prefix}.between`, { min, max });
  if (min !== undefined) return t(`${prefix}.atLeast`, { min });
  return t(`${prefix}.atMost`, { max });
}

/** The form's message for a value the rule refuses; the server says the same with the field's label. */
export function problemText(t: TFunction<'models'>, problem: FieldProblem): string {
  switch (problem.reason) {
    case 'range':
      return bounds(t, problem.min, problem.max, 'rule');
    case 'option':
      return t('rule.option', { options: problem.options.join(t('rule.separator')) });
    case 'tooLong':
      return t('rule.tooLong', { max: problem.max });
    default:
      return t(`rule.${problem.reason}`);
  }
}

/** What the field takes, under the input, so the limit is known before typing. */
export function ruleHint(t: TFunction<'models'>, rule: FieldRule): string | undefined {
  const hasBounds = rule.min !== undefined || rule.max !== undefined;
  if (rule.kind === 'integer') return hasBounds ? `${t('hint.integer')} · ${bounds(t, rule.min, rule.max, 'hint')}` : t('hint.integer');
  if (rule.kind === 'number') return hasBounds ? bounds(t, rule.min, rule.max, 'hint') : t('hint.number');
  if (rule.kind === 'url') return t('hint.url');
  if (rule.kind === 'secret') return t('form.secretHint');
  if (rule.kind === 'object') return t('hint.object');
  if (rule.kind === 'array') return t('hint.array');
  return undefined;
}
