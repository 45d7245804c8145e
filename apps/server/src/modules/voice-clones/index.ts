/** What other modules may use of voice clones; every other file here is internal (lint enforces it). */
export { VoiceClonesService, VOICE_CLONE_TRAIN_JOB } from './voice-clones.service.ts';
export { VoiceClonesRepository, type VoiceCloneRow } from './voice-clones.repository.ts';
export { voiceClonesOfUsersPurge } from './voice-clones-purge.ts';
export * from './voice-clones.upstream.ts';
