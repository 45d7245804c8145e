import { VoiceClonesPage } from '../../features/voice-clones/components/voice-clones-page.tsx';

/** Texts the router loads beside this screen's code (app/route-namespaces.test.ts keeps the list whole). */
export const namespaces = ['voiceClones'];

export default function VoiceCloneRoute() {
  return <VoiceClonesPage />;
}
