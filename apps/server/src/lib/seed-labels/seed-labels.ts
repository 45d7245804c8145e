import seeded from './labels/zh_CN.json' with { type: 'json' };
import de from './labels/de.json' with { type: 'json' };
import en from './labels/en.json' with { type: 'json' };
import ptBR from './labels/pt_BR.json' with { type: 'json' };
import vi from './labels/vi.json' with { type: 'json' };
import zhTW from './labels/zh_TW.json' with { type: 'json' };

/**
 * Rows the migrations seed (params, dictionaries, providers, models, voices, agent templates) store their text in
 * Chinese. Each label file gives that text in one display language, keyed the way the rows are: domain → the row's
 * stable seeded id (param code, `<dict type>:<value>`, provider or model id, template key) → column → text.
 * `labels/zh_CN.json` is the seeded text itself: a label applies only while the stored text still equals it, so a row
 * an admin edited or wrote keeps what they wrote in every language.
 */
export type SeedDomain = keyof typeof seeded;
type LabelFile = Partial<Record<SeedDomain, Record<string, Record<string, string>>>>;

const SEEDED: LabelFile = seeded;

/**
 * One file per display language (its locale code). A new language is one more JSON file and one more line here. de, vi
 * and pt_BR leave out what reads the same as in English (board and brand names), which falls back to English.
 */
const LABEL_FILES: Readonly<Record<string, LabelFile>> = { en, zh_TW: zhTW, de, vi, pt_BR: ptBR };

/** The seed is written in Chinese: these languages read it as stored rather than fall back to English. */
const READS_SEED_TEXT = new Set(['zh_CN', 'zh_TW']);

function fallbackChain(locale: string): readonly string[] {
  return READS_SEED_TEXT.has(locale) ? [locale] : [locale, 'en'];
}

const seededText = (domain: SeedDomain, id: string, field: string): string | undefined => SEEDED[domain]?.[id]?.[field];

/** Whether `stored` is still the text the row was seeded with. */
export function isSeededText(domain: SeedDomain, id: string, field: string, stored: string | null | undefined): boolean {
  return stored != null && seededText(domain, id, field) === stored;
}

export interface SeedLabels {
  /** The row's text in the display language while it is still the seeded text; the stored text otherwise. */
  text<T extends string | null | undefined>(domain: SeedDomain, id: string, field: string, stored: T): T | string;
  /**
   * Seeded rows whose label in the display language contains `words` (any case), with the seeded text they show it
   * for: a search matches what the user reads, not only the stored Chinese.
   */
  matching(domain: SeedDomain, field: string, words: string): { id: string; seeded: string }[];
}

/** Labels in the display language `locale` (a locale without a file reads English, then the stored text). */
export function seedLabels(locale: string): SeedLabels {
  const chain = fallbackChain(locale);
  return {
    text(domain, id, field, stored) {
      if (!isSeededText(domain, id, field, stored)) return stored;
      for (const code of chain) {
        const label = LABEL_FILES[code]?.[domain]?.[id]?.[field];
        if (label) return label;
      }
      return stored;
    },
    matching(domain, field, words) {
      const wanted = words.trim().toLowerCase();
      if (!wanted || READS_SEED_TEXT.has(locale)) return [];
      return Object.entries(SEEDED[domain] ?? {}).flatMap(([id, fields]) => {
        const seeded = fields[field];
        const label = chain.map((code) => LABEL_FILES[code]?.[domain]?.[id]?.[field]).find(Boolean);
        return seeded && label?.toLowerCase().includes(wanted) ? [{ id, seeded }] : [];
      });
    },
  };
}

/**
 * What to store for text a form sends back: a seeded row's label in any language is stored as the seeded text, so
 * saving a form shown in English without touching that field keeps the row seeded (and labelled) for everyone.
 */
export function storedSeedText(domain: SeedDomain, id: string, field: string, submitted: string): string;
export function storedSeedText(domain: SeedDomain, id: string, field: string, submitted: string | null | undefined): string | null | undefined;
export function storedSeedText(domain: SeedDomain, id: string, field: string, submitted: string | null | undefined) {
  const original = seededText(domain, id, field);
  if (original === undefined || submitted == null) return submitted;
  const isLabel = Object.values(LABEL_FILES).some((file) => file[domain]?.[id]?.[field] === submitted);
  return isLabel ? original : submitted;
}

/** The key of the seeded agent template whose seeded name is `storedName` (templates are seeded with random ids). */
export function seededTemplateKey(storedName: string): string | undefined {
  return Object.entries(SEEDED.templates ?? {}).find(([, fields]) => fields.name === storedName)?.[0];
}

/** Every locale that has a label file, for the test that keeps the files' keys in step with the seed. */
export function labelFiles(): Readonly<Record<string, LabelFile>> {
  return LABEL_FILES;
}

export function seededLabelFile(): LabelFile {
  return SEEDED;
}
