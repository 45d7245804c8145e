/** Paging constants, apart from the query schema so the web app can read them without pulling in zod. */
export const PAGE_SIZE_OPTIONS = [10, 20, 30, 40, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
