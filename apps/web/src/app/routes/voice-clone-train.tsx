import { VoiceCloneTrainPage } from '../../features/voice-clones/components/voice-clone-train-page.tsx';

/** Texts the router loads beside this screen's code (app/route-namespaces.test.ts keeps the list whole). */
export const namespaces = ['voiceClones'];

export default function VoiceCloneTrainRoute() {
  return <VoiceCloneTrainPage />;
}
