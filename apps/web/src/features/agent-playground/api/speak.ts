import { useMutation } from '@tanstack/react-query';
import { agentPlaygroundEndpoints } from '@vox/contracts';
import { api } from '../../../lib/http.ts';

/** The answer spoken with the agent's voice; the server's refusal (a TTS type it cannot speak) is shown as usual. */
export const useSpeak = (agentId: string) =>
  useMutation({
    mutationFn: (text: string) => api(agentPlaygroundEndpoints.postV1AgentPlaygroundSpeech, { params: { agentId }, body: { text } }),
  });
