import { VoiceSelectionPage } from '../../features/voices/components/voice-selection-page.tsx';

export default function VoiceSelectionRoute() {
  return <VoiceSelectionPage />;
}
