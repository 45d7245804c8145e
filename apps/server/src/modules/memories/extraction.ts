import { MEMORY_NODE_MAX, MEMORY_VALUE_MAX } from '@vox/contracts';
import { z } from 'zod';
import type { DialogMessage } from './dialog.ts';
import type { AttentionRow, NodeRow } from './memories.repository.ts';

/** What the LLM is asked to answer, as JSON Schema in the prompt and as the zod check of its reply. */
const REPLY_SCHEMA = {
  type: 'object',
  properties: {
    attention_values: { type: 'object', description: '记忆变量名 → 值的数组', additionalProperties: { type: 'array', items: { type: 'string', maxLength: MEMORY_VALUE_MAX } } },
    nodes: {
      type: 'array',
      description: '新的记忆片段；与已有片段说的是同一件事时，填 replaces 为那条片段的 id',
      items: { type: 'object', properties: { content: { type: 'string' }, replaces: { type: ['string', 'null'] } }, required: ['content'] },
    },
  },
  required: ['attention_values', 'nodes'],
};

const replySchema = z.object({
  attention_values: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  nodes: z.array(z.union([z.string(), z.object({ content: z.string(), replaces: z.string().nullish() })])),
});

export interface Extraction {
  values: Map<string, string[]>;
  nodes: { content: string; replaces: string | null }[];
}

/** Nodes one extraction may add; a dialogue rarely holds more facts than this. */
const NODES_PER_EXTRACTION_MAX = 20;
/** Existing nodes shown to the LLM so it can say which one a fact corrects. */
export const EXISTING_NODES_IN_PROMPT = 30;

const ROLE = { user: '用户', assistant: '智能体' } as const;

export function extractionPrompt(attentions: readonly AttentionRow[], existing: readonly NodeRow[], dialog: readonly DialogMessage[], memoryPrompt: string): string {
  const slots = attentions.length
    ? attentions.map((attention) => `- ${attention.name}（${attention.is_single_value ? '单值' : '多值'}）：${attention.description}`).join('\n')
    : '（无，attention_values 返回 {}）';
  const known = existing.length ? existing.map((node) => `- ${node.id}: ${node.content}`).join('\n') : '（无）';
  return [
    '你是记忆提取助手。阅读下面用户与智能体的对话，找出值得长期记住的、关于用户本人的信息。',
    '规则：只根据对话中用户说出的内容提取，不要编造；设备控制、天气、日期时间、播放音乐等与用户本人无关的内容不要记；单值变量最多给一个值；每个值不超过255字；记忆片段用简短的第三人称陈述句（如“用户喜欢恐龙”）。',
    ...(memoryPrompt.trim() ? [`额外要求：${memoryPrompt.trim()}`] : []),
    '',
    '记忆变量（attention_values 只能使用这些名称）：',
    slots,
    '',
    '已有的记忆片段（id: 内容）：',
    known,
    '',
    '对话：',
    dialog.map((message) => `${ROLE[message.role]}: ${message.content}`).join('\n'),
    '',
    '只输出一个 JSON 对象，不要任何解释或代码块标记，格式符合以下 JSON Schema：',
    JSON.stringify(REPLY_SCHEMA),
  ].join('\n');
}

/** The reply as an extraction, or null when it is not the JSON asked for (nothing is then written). */
export function readExtraction(reply: string): Extraction | null {
  const start = reply.indexOf('{');
  const end = reply.lastIndexOf('}');
  if (start < 0 || end <= start) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(reply.slice(start, end + 1));
  } catch {
    return null;
  }
  const checked = replySchema.safeParse(parsed);
  if (!checked.success) return null;
  const values = new Map<string, string[]>();
  for (const [name, raw] of Object.entries(checked.data.attention_values)) {
    const list = (Array.isArray(raw) ? raw : [raw]).map((value) => value.trim()).filter((value) => value && [...value].length <= MEMORY_VALUE_MAX);
    if (list.length) values.set(name.trim(), [...new Set(list)]);
  }
  const nodes = checked.data.nodes
    .map((node) => (typeof node === 'string' ? { content: node, replaces: null } : { content: node.content, replaces: node.replaces ?? null }))
    .map((node) => ({ content: [...node.content.trim()].slice(0, MEMORY_NODE_MAX).join(''), replaces: node.replaces }))
    .filter((node) => node.content)
    .slice(0, NODES_PER_EXTRACTION_MAX);
  return { values, nodes };
}
