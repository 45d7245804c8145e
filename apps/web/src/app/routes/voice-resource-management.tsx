import { VoiceResourcesPage } from '../../features/voice-resources/components/voice-resources-page.tsx';

/** Texts the router loads beside this screen's code (app/route-namespaces.test.ts keeps the list whole). */
export const namespaces = ['voiceResources'];

export default function VoiceResourceManagementRoute() {
  return <VoiceResourcesPage />;
}
