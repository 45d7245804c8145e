import { VoiceprintListPage } from '../../features/voiceprints/components/voiceprint-list-page.tsx';

/** Texts the router loads beside this screen's code (app/route-namespaces.test.ts keeps the list whole). */
export const namespaces = ['voiceprints'];

export default function VoiceprintListRoute() {
  return <VoiceprintListPage />;
}
