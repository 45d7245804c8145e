import { VoiceprintListPage } from '../../features/voiceprints/components/voiceprint-list-page.tsx';

export default function VoiceprintListRoute() {
  return <VoiceprintListPage />;
}
