import { ASSISTANT_NAME_PLACEHOLDER } from '@vox/contracts';

/** A card shows the prompt as the device will hear it: the placeholder becomes the name. */
export const promptPreview = (prompt: string, agentName: string) => prompt.replaceAll(ASSISTANT_NAME_PLACEHOLDER, agentName);
