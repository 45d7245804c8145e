/** Agent form limits and rule constants; no schemas here, so importing one costs nothing. */
export const AGENT_NAME_MAX = 64;
export const SYSTEM_PROMPT_MAX = 2000;
export const SUMMARY_MEMORY_MAX = 2000;
export const LANGUAGE_FIELD_MAX = 10;
export const TTS_ADJUST_MIN = -100;
export const TTS_ADJUST_MAX = 100;
/** Replaced by the agent name when the config is served to the device, as upstream. */
export const ASSISTANT_NAME_PLACEHOLDER = '{{assistant_name}}';

/** `chat_history_conf`: what the device server reports and the console stores. */
export const CHAT_HISTORY_CONF = { NONE: 0, TEXT: 1, TEXT_AUDIO: 2 } as const;
export type ChatHistoryConf = (typeof CHAT_HISTORY_CONF)[keyof typeof CHAT_HISTORY_CONF];

/** Model config ids (upstream's seeded ones) the console's rules refer to. */
export const MEMORY_NONE_ID = 'Memory_nomem';
export const INTENT_NONE_ID = 'Intent_nointent';

/** Knowledge bases one agent may use. */
export const AGENT_DATASETS_MAX = 10;

/** A tag name: upstream's role-config input maxlength. */
export const AGENT_TAG_NAME_MAX = 20;
/** Tags one agent may carry, and tags one user may own. */
export const AGENT_TAGS_PER_AGENT_MAX = 20;
export const AGENT_TAGS_PER_USER_MAX = 200;
