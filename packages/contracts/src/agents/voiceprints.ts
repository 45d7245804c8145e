import { z } from 'zod';

/** Upstream's `source_name` is varchar(50); its dialog caps the description at 100. */
export const VOICEPRINT_NAME_MAX = 50;
export const VOICEPRINT_INTRODUCE_MAX = 100;
/** The voiceprint dialog offers the agent's last 50 user utterances that have audio, as upstream's. */
export const VOICEPRINT_CANDIDATES = 50;
/** Speakers one agent may have; the device server compares every utterance against all of them. */
export const AGENT_VOICEPRINTS_MAX = 100;
/** A score above this against another speaker means the voice is already registered (as upstream). */
export const VOICEPRINT_SAME_SPEAKER_SCORE = 0.5;

/**
 * xiaozhi-server reads each speaker as `"<id>,<name>,<description>"` split at the first two commas,
 * so a name with an ASCII comma would cut the description short of its start.
 */
export const VOICEPRINT_NAME_PATTERN = /^[^,]*$/;
const sourceName = z.string().trim().min(1).max(VOICEPRINT_NAME_MAX).regex(VOICEPRINT_NAME_PATTERN);
const introduce = z.string().trim().min(1).max(VOICEPRINT_INTRODUCE_MAX);
const id = z.string().trim().min(1).max(64);

/** Upstream's AgentVoicePrintVO: `createDate` is `yyyy-MM-dd HH:mm:ss` GMT+8. */
export const voiceprint = z.object({
  id: z.string(),
  audioId: z.string(),
  sourceName: z.string(),
  introduce: z.string(),
  createDate: z.string(),
});
export type Voiceprint = z.infer<typeof voiceprint>;

export const voiceprintCreateBody = z.object({ agentId: id, audioId: id, sourceName, introduce });
export type VoiceprintCreateInput = z.infer<typeof voiceprintCreateBody>;

export const voiceprintUpdateBody = z.object({ id, audioId: id, sourceName, introduce });
export type VoiceprintUpdateInput = z.infer<typeof voiceprintUpdateBody>;

export const voiceprintAgentParam = z.object({ agentId: z.string().min(1).max(64) });

/** One of an agent's recent user utterances with audio: `content` as reported (it may be `{"speaker", "content"}`). */
export const userUtterance = z.object({ content: z.string(), audioId: z.string() });
export type UserUtterance = z.infer<typeof userUtterance>;

/** The role-level view: each of the caller's agents with how many voiceprints it has. */
export const voiceprintAgent = z.object({ agentId: z.string(), agentName: z.string(), voiceprintCount: z.number().int() });
export type VoiceprintAgent = z.infer<typeof voiceprintAgent>;
