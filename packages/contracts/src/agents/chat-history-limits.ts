/** Chat-history constants; no schemas here, so importing one costs nothing. */

/** Upstream's `chat_type` of a message. */
export const CHAT_TYPE = { USER: 1, AGENT: 2, TOOL: 3 } as const;
export type ChatType = (typeof CHAT_TYPE)[keyof typeof CHAT_TYPE];

/** The chat dialog loads sessions 20 at a time, as upstream's. */
export const CHAT_SESSIONS_PAGE_SIZE = 20;
/** One-time links: audio playback 300 s, text download 24 h (as upstream). */
export const AUDIO_LINK_TTL_SECONDS = 300;
export const DOWNLOAD_LINK_TTL_SECONDS = 86_400;

/** Longest WAV a device server may attach, as base64 (about 10 minutes of 16 kHz mono). */
export const REPORT_AUDIO_BASE64_MAX = 24 * 1024 * 1024;

/** A session title from the small LLM is cut to 15 characters, as upstream does. */
export const CHAT_TITLE_MAX = 15;
/** The summary the device server asks for goes into the agent's summary memory, at most 1,800 characters. */
export const CHAT_SUMMARY_MAX = 1800;
