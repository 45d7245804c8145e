import { VoiceSelectionPage } from '../../features/voices/components/voice-selection-page.tsx';

/** Texts the router loads beside this screen's code (app/route-namespaces.test.ts keeps the list whole). */
export const namespaces = ['voices'];

export default function VoiceSelectionRoute() {
  return <VoiceSelectionPage />;
}
