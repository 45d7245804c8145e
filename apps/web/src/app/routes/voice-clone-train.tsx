import { VoiceCloneTrainPage } from '../../features/voice-clones/components/voice-clone-train-page.tsx';

export default function VoiceCloneTrainRoute() {
  return <VoiceCloneTrainPage />;
}
