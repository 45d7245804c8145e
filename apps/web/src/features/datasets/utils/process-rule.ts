import {
  AUTOMATIC_CHUNK_OVERLAP,
  AUTOMATIC_MAX_TOKENS,
  PRE_PROCESSING_RULES,
  type ProcessRule,
} from '@vox/contracts';

/** What the segmentation fields of the upload and paste dialogs hold. */
export interface ProcessRuleValues {
  mode: 'automatic' | 'custom';
  /** As typed: `\n` stands for a line break, as in Dify's separator box. */
  separator: string;
  maxTokens: number;
  chunkOverlap: number;
  removeExtraSpaces: boolean;
  removeUrlsEmails: boolean;
}

export const DEFAULT_SEPARATOR_TEXT = '\\n\\n';

export const defaultProcessRuleValues = (): ProcessRuleValues => ({
  mode: 'automatic',
  separator: DEFAULT_SEPARATOR_TEXT,
  maxTokens: AUTOMATIC_MAX_TOKENS,
  chunkOverlap: AUTOMATIC_CHUNK_OVERLAP,
  removeExtraSpaces: true,
  removeUrlsEmails: false,
});

/** `\n` and `\t` typed in the separator box become the characters. */
export const unescapeSeparator = (text: string) => text.replace(/\\n/g, '\n').replace(/\\t/g, '\t');

/** Dify's ProcessRule from the dialog's fields; "automatic" sends no rules of its own. */
export function toProcessRule(values: ProcessRuleValues): ProcessRule {
  if (values.mode === 'automatic') return { mode: 'automatic' };
  const enabled = { remove_extra_spaces: values.removeExtraSpaces, remove_urls_emails: values.removeUrlsEmails };
  return {
    mode: 'custom',
    rules: {
      pre_processing_rules: PRE_PROCESSING_RULES.map((id) => ({ id, enabled: enabled[id] })),
      segmentation: { separator: unescapeSeparator(values.separator), max_tokens: Number(values.maxTokens), chunk_overlap: Number(values.chunkOverlap) },
    },
  };
}
