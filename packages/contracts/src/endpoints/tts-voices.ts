import { z } from 'zod';
import { idList, idParam } from '../common/ids.ts';
import { pageData } from '../common/page.ts';
import { endpoint } from '../http/endpoint.ts';
import { ttsVoiceBody, ttsVoiceDetail, ttsVoiceListQuery } from '../models/tts-voices.ts';

const tags: readonly string[] = ['voices'];

export const ttsVoicesEndpoints = {
  getTtsVoice: endpoint({
    method: 'GET',
    path: '/ttsVoice',
    access: 'admin',
    tags,
    summary: 'Voices of a TTS model by sort, filterable by name',
    query: ttsVoiceListQuery,
    response: pageData(ttsVoiceDetail),
  }),
  postTtsVoice: endpoint({
    method: 'POST',
    path: '/ttsVoice',
    access: 'admin',
    tags,
    summary: 'Add a voice to a TTS model',
    body: ttsVoiceBody,
    response: z.null(),
  }),
  putTtsVoice: endpoint({
    method: 'PUT',
    path: '/ttsVoice/:id',
    access: 'admin',
    tags,
    summary: 'Edit a voice',
    body: ttsVoiceBody,
    params: idParam,
    response: z.null(),
  }),
  postTtsVoiceDelete: endpoint({
    method: 'POST',
    path: '/ttsVoice/delete',
    access: 'admin',
    tags,
    summary: 'Delete voices; agents that used one fall back to none',
    body: idList,
    response: z.null(),
  }),
};
