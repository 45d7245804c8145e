import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '@vox/contracts';

/** UI constants, set once here and applied through app/theme.ts and the wrappers in components/. */
export const PAGE_SIZES = PAGE_SIZE_OPTIONS;
export const DEFAULT_LIMIT = DEFAULT_PAGE_SIZE;
export const DEFAULT_PAGE = 1;
/** Odd, 5..21. antd has no pager-count prop; see components/pagination.ts for how it is approximated. */
export const PAGER_COUNT = 7;

export const SEARCH_DEBOUNCE_MS = 300;
export const DROPDOWN_SHOW_DELAY_S = 0.25;
export const DROPDOWN_HIDE_DELAY_S = 0.15;
export const SUBMENU_OPEN_DELAY_S = 0.3;
export const POPOVER_CLOSE_DELAY_S = 0.2;

export const DIALOG_TOP = '15vh';
export const MODAL_Z_INDEX_BASE = 2000;

export const REQUEST_TIMEOUT_MS = 30_000;
export const RETRY_INTERVAL_MS = 2_000;
export const MAX_RETRIES = 10;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export const FONT_SIZES = { big: 16, normal: 14 } as const;
export type FontSize = keyof typeof FONT_SIZES;

/** Screens narrower than this get the drawer menu instead of the horizontal one. */
export const NARROW_BREAKPOINT = 'lg' as const;
