import { z } from 'zod';
import { pageData } from '../common/page.ts';
import { endpoint, rawAnswer } from '../http/endpoint.ts';
import {
  ttsPlatform,
  voiceCloneIdParam,
  voiceCloneNameBody,
  voiceClonePlayParam,
  voiceCloneTrainBody,
  voiceResource,
  voiceResourceBody,
  voiceResourceIdsParam,
  voiceResourceQuery,
  voiceResourceUserParam,
} from '../voice-clones/voice-clones.ts';

/**
 * Upstream's clone slot administration, for installations migrating from it: super-admins
 * assign bought Volcengine voice ids to users; users upload a sample, train, rename and play their slots.
 */
export const voiceResourcesEndpoints = {
  getVoiceResource: endpoint({
    method: 'GET',
    path: '/voiceResource',
    access: 'admin',
    tags: ['voice-resource'],
    summary: "Every user's clone slots, paged; name matches the name or the voice id",
    query: voiceResourceQuery,
    response: pageData(voiceResource),
  }),
  postVoiceResource: endpoint({
    method: 'POST',
    path: '/voiceResource',
    access: 'admin',
    tags: ['voice-resource'],
    summary: 'Assign voice ids of a platform to a user: one slot each, named MMddHHmm_<n> (S_ prefix 10160, unique per platform 10159)',
    body: voiceResourceBody,
    response: z.null(),
  }),
  deleteVoiceResource: endpoint({
    method: 'DELETE',
    path: '/voiceResource/:ids',
    access: 'admin',
    tags: ['voice-resource'],
    summary: 'Delete slots (comma-separated ids)',
    params: voiceResourceIdsParam,
    response: z.null(),
  }),
  getVoiceResourceTtsPlatforms: endpoint({
    method: 'GET',
    path: '/voiceResource/ttsPlatforms',
    access: 'admin',
    tags: ['voice-resource'],
    summary: 'TTS configs whose slots an admin assigns (Volcengine double-stream)',
    response: z.array(ttsPlatform),
  }),
  getVoiceResourceUser: endpoint({
    method: 'GET',
    path: '/voiceResource/user/:userId',
    access: 'admin',
    tags: ['voice-resource'],
    summary: "One user's slots",
    params: voiceResourceUserParam,
    response: z.array(voiceResource),
  }),
  getVoiceClone: endpoint({
    method: 'GET',
    path: '/voiceClone',
    access: 'user',
    tags: ['voice-clone'],
    summary: "The caller's slots, paged; name matches the name or the voice id",
    query: voiceResourceQuery,
    response: pageData(voiceResource),
  }),
  postVoiceCloneUpdateName: endpoint({
    method: 'POST',
    path: '/voiceClone/updateName',
    access: 'user',
    tags: ['voice-clone'],
    summary: 'Rename a slot (blank 10181, not yours 10150)',
    body: voiceCloneNameBody,
    response: z.null(),
  }),
  postVoiceCloneUpload: endpoint({
    method: 'POST',
    path: '/voiceClone/upload',
    access: 'user',
    tags: ['voice-clone'],
    summary: 'Multipart `id` then `voiceFile` (audio/*, .mp3/.wav, 10141; ≤ 10 MB, 10142; 8-60 s); not yours 10150',
    response: z.null(),
  }),
  postVoiceCloneCloneAudio: endpoint({
    method: 'POST',
    path: '/voiceClone/cloneAudio',
    access: 'user',
    tags: ['voice-clone'],
    summary: 'Start training the uploaded sample (10151 without one); the list shows the status',
    body: voiceCloneTrainBody,
    response: z.null(),
  }),
  postVoiceCloneAudio: endpoint({
    method: 'POST',
    path: '/voiceClone/audio/:id',
    access: 'user',
    tags: ['voice-clone'],
    summary: "A one-time id to play the slot's sample at GET /voiceClone/play/{uuid}",
    params: voiceCloneIdParam,
    response: z.string(),
  }),
  getVoiceClonePlay: endpoint({
    method: 'GET',
    path: '/voiceClone/play/:uuid',
    access: 'anon',
    tags: ['voice-clone'],
    summary: 'The sample, once',
    params: voiceClonePlayParam,
    response: rawAnswer('audio/wav', 'The uploaded sample'),
  }),
};
