import { textFor, type AppLocale, type DoctorFinding } from '@vox/contracts';
import { AppError } from '../../lib/app-error.ts';
import { failureMessage } from '../../plugins/app/error-mapping.ts';
import { DOCTOR_WORDS, type DoctorWord } from './doctor-words.ts';

/** The findings of one examination, worded in the caller's language. */
export class DoctorFindings {
  readonly list: DoctorFinding[] = [];
  readonly #locale: AppLocale;

  constructor(locale: AppLocale) {
    this.#locale = locale;
  }

  add(subject: DoctorFinding['subject'], address: string | null, level: DoctorFinding['level'], message: string): void {
    this.list.push({ subject, address, level, message });
  }

  say(word: DoctorWord, ...args: string[]): string {
    return textFor(DOCTOR_WORDS[word], this.#locale).replace(/\{(\d+)\}/g, (_, i: string) => args[Number(i)] ?? '');
  }

  /** An AppError (a live check's refusal) in the words the API would answer with; anything else by its message. */
  explain(error: unknown): string {
    if (error instanceof AppError) return failureMessage({ status: 200, code: error.code, params: error.params, message: error.localizedMessage }, this.#locale);
    return error instanceof Error ? error.message : String(error);
  }
}
