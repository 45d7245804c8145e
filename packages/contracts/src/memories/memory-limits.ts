/** Long-term memory limits and ids; no schemas here, so importing one costs nothing. */
export const MEMORY_LONG_TERM_ID = 'Memory_long_term_memory';
/** "At most about 20 attentions per agent" (Lingxi's docs). */
export const MEMORY_ATTENTIONS_MAX = 20;
export const MEMORY_VALUE_MAX = 255;
/** Values one identifier may hold for one multi-value attention (keeps a runaway extraction bounded). */
export const MEMORY_VALUES_PER_ATTENTION_MAX = 50;
export const MEMORY_NODE_MAX = 10_000;
export const MEMORY_PROMPT_MAX = 2000;
export const MEMORY_ATTENTION_NAME_MAX = 64;
export const MEMORY_ATTENTION_DESCRIPTION_MAX = 500;
export const MEMORY_IDENTIFIER_MAX = 128;
/** `mac_00:1B:44:11:3A:B7`, `speaker_小明`, `user-42`: letters, digits and `_ : . @ -`, no spaces or slashes. */
export const MEMORY_IDENTIFIER_PATTERN = /^[\p{L}\p{N}_:.@-]{1,128}$/u;
export const MEMORY_MAC_PREFIX = 'mac_';
export const MEMORY_SPEAKER_PREFIX = 'speaker_';
/** Recall: values per attention (Lingxi's `attention_value_limit`), and nodes of the last 7 days, newest first. */
export const MEMORY_RECALL_VALUE_LIMIT = 50;
export const MEMORY_RECALL_VALUE_LIMIT_MAX = 500;
export const MEMORY_RECALL_DAYS = 7;
export const MEMORY_RECALL_NODES_MAX = 50;
/** `dialog_content` of an infer call: the JSON text of OpenAI messages. */
export const MEMORY_DIALOG_MAX = 100_000;
export const MEMORY_LAST_DAYS_MAX = 3650;
export const MEMORY_SEARCH_MAX = 100;
/** Nodes one list answers at most (newest first); the screen narrows with a search or `last_days`. */
export const MEMORY_NODES_LIST_MAX = 500;
