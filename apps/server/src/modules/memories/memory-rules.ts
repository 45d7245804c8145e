import { ErrorCode, MEMORY_IDENTIFIER_PATTERN, memoryMessages } from '@vox/contracts';
import { AppError } from '../../lib/app-error.ts';
import { sha256Hex } from '../../lib/ids.ts';

export const noSuchMemory = () => new AppError(ErrorCode.NOT_FOUND, [], memoryMessages.noSuchMemory);
export const noSuchNode = () => new AppError(ErrorCode.NOT_FOUND, [], memoryMessages.noSuchNode);
export const noSuchAttention = () => new AppError(ErrorCode.MEMORY_ATTENTION_NOT_FOUND);
export const noSuchAgent = () => new AppError(ErrorCode.NOT_FOUND, [{ zh_CN: '智能体', zh_TW: '智能體', en: 'agent', de: 'Agent', vi: 'agent', pt_BR: 'agente' }]);

/** 40003 unless the identifier has the documented shape (`mac_…`, `speaker_…` or the caller's own ids). */
export function checkIdentifier(identifyId: string): string {
  if (!MEMORY_IDENTIFIER_PATTERN.test(identifyId)) throw new AppError(ErrorCode.MEMORY_IDENTIFIER_INVALID);
  return identifyId;
}

/** Two facts that differ only in case, spacing or punctuation are the same fact (infer's dedupe). */
export function normalizedHash(content: string): string {
  return sha256Hex(content.normalize('NFKC').toLowerCase().replace(/[\s\p{P}\p{S}]+/gu, ''));
}

export const daysAgo = (now: number, days: number) => new Date(now - days * 86_400_000).toISOString();
