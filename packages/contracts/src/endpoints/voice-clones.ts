import { z } from 'zod';
import { endpoint, rawAnswer } from '../http/endpoint.ts';
import {
  voiceClone,
  voiceCloneCreateBody,
  voiceCloneDemoParams,
  voiceCloneIdParam,
  voiceCloneList,
  voiceCloneSupport,
  voiceCloneUpdateBody,
} from '../voice-clones/voice-clones.ts';

const tags: readonly string[] = ['v1 voice-clones'];

/** Voice clones: the caller's slots, trained in the background through the slot's TTS provider. */
export const voiceClonesEndpoints = {
  getV1VoiceClones: endpoint({ method: 'GET', path: '/v1/voice-clones', access: 'user', tags, summary: "The caller's clones in every state", response: voiceCloneList }),
  postV1VoiceClones: endpoint({
    method: 'POST',
    path: '/v1/voice-clones',
    access: 'user',
    tags,
    summary: 'Create a slot ({model_id: "QN_ACV"} or {language, tier}); state Init, name 复刻音色-xxxxx',
    body: voiceCloneCreateBody,
    response: voiceClone,
  }),
  getV1VoiceClonesSupport: endpoint({
    method: 'GET',
    path: '/v1/voice-clones/support',
    access: 'user',
    tags,
    summary: 'Whether a clone-capable TTS model is configured, and which',
    response: voiceCloneSupport,
  }),
  getV1VoiceClonesById: endpoint({ method: 'GET', path: '/v1/voice-clones/:id', access: 'user', tags, summary: 'One clone', params: voiceCloneIdParam, response: voiceClone }),
  putV1VoiceClones: endpoint({
    method: 'PUT',
    path: '/v1/voice-clones/:id',
    access: 'user',
    tags,
    summary: 'Rename ({name}) and/or train from a sample ({key}: upload key or http(s) .mp3/.wav URL); training answers state Training',
    params: voiceCloneIdParam,
    body: voiceCloneUpdateBody,
    response: voiceClone,
  }),
  deleteV1VoiceClones: endpoint({
    method: 'DELETE',
    path: '/v1/voice-clones/:id',
    access: 'user',
    tags,
    summary: 'Delete a slot; a pro slot is refused (403)',
    params: voiceCloneIdParam,
    response: z.object({}),
  }),
  getV1VoiceClonesDemo: endpoint({
    method: 'GET',
    path: '/v1/voice-clones/:id/demo/:token',
    access: 'anon',
    tags,
    summary: "The clone's demo clip (the token in demo_url is the capability; a new training makes a new one)",
    params: voiceCloneDemoParams,
    response: rawAnswer('audio/wav', 'The demo clip synthesised with the cloned voice'),
  }),
};
