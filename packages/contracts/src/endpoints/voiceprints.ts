import { z } from 'zod';
import { userUtterance, voiceprint, voiceprintAgent, voiceprintAgentParam, voiceprintCreateBody, voiceprintUpdateBody } from '../agents/voiceprints.ts';
import { idParam } from '../common/ids.ts';
import { endpoint } from '../http/endpoint.ts';

const tags: readonly string[] = ['voiceprint'];

/**
 * Voiceprints: an agent's known speakers, each registered with the voiceprint service
 * `server.voice_print`. Without that param every voiceprint route answers 10054.
 */
export const voiceprintsEndpoints = {
  getAgentVoicePrintAgents: endpoint({
    method: 'GET',
    path: '/agent/voice-print/agents',
    access: 'user',
    tags,
    summary: "The caller's agents with their voiceprint counts (the role-level view); 10054 without server.voice_print",
    response: z.array(voiceprintAgent),
  }),
  getAgentVoicePrintList: endpoint({
    method: 'GET',
    path: '/agent/voice-print/list/:agentId',
    access: 'user',
    tags,
    summary: "An agent's voiceprints, newest first; 10054 without server.voice_print",
    params: voiceprintAgentParam,
    response: z.array(voiceprint),
  }),
  postAgentVoicePrint: endpoint({
    method: 'POST',
    path: '/agent/voice-print',
    access: 'user',
    tags,
    summary: 'Register one of the agent’s user utterances as a named speaker (identify first: 10080 when the voice is already someone else)',
    body: voiceprintCreateBody,
    response: z.null(),
  }),
  putAgentVoicePrint: endpoint({
    method: 'PUT',
    path: '/agent/voice-print',
    access: 'user',
    tags,
    summary: 'Rename a voiceprint or register another utterance for it (10082 when that voice is already someone else)',
    body: voiceprintUpdateBody,
    response: z.null(),
  }),
  deleteAgentVoicePrint: endpoint({
    method: 'DELETE',
    path: '/agent/voice-print/:id',
    access: 'user',
    tags,
    summary: 'Remove a voiceprint from the voiceprint service, then from the agent',
    params: idParam,
    response: z.null(),
  }),
  getAgentChatHistoryUser: endpoint({
    method: 'GET',
    path: '/agent/:id/chat-history/user',
    access: 'user',
    tags,
    summary: "The agent's last 50 user utterances that have audio, newest first (the voiceprint picker)",
    params: idParam,
    response: z.array(userUtterance),
  }),
};
