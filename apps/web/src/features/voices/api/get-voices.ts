import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { v1ModelsEndpoints, type V1VoicesQuery } from '@vox/contracts';
import { api } from '../../../lib/http.ts';
import { queryKeyOf } from '../../../lib/query-keys.ts';

export const VOICE_FILTERS = ['voiceName', 'language', 'age', 'gender', 'style', 'profile', 'scene'] as const;
export type VoiceFilter = (typeof VOICE_FILTERS)[number];

/** Every filter is sent, unset ones as empty strings. */
export const toVoicesQuery = (filters: Partial<Record<VoiceFilter, string>>): V1VoicesQuery =>
  Object.fromEntries(VOICE_FILTERS.map((key) => [key, filters[key]?.trim() ?? ''])) as V1VoicesQuery;

/** GET /v1/voices: the catalogue, read from data.voices. */
export const fetchVoices = async (query: V1VoicesQuery) => (await api(v1ModelsEndpoints.getV1Voices, { query }))?.voices ?? [];

export const useVoices = (query: V1VoicesQuery) =>
  useQuery({ queryKey: queryKeyOf('voice-catalogue', v1ModelsEndpoints.getV1Voices, { query }), queryFn: () => fetchVoices(query), placeholderData: keepPreviousData, staleTime: 60_000 });
