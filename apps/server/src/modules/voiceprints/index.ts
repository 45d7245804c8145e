/** What other modules may use of voiceprints; every other file here is internal (lint enforces it). */
export { VoiceprintsRepository } from './voiceprints.repository.ts';
export { VoiceprintsService, type DeviceVoiceprintBlock } from './voiceprints.service.ts';
export { purgeVoiceprintsOfAgents } from './voiceprints-purge.ts';
export * from './voiceprints.upstream.ts';
