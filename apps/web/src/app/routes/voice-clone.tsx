import { VoiceClonesPage } from '../../features/voice-clones/components/voice-clones-page.tsx';

export default function VoiceCloneRoute() {
  return <VoiceClonesPage />;
}
