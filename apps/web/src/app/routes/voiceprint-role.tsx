import { VoiceprintRolePage } from '../../features/voiceprints/components/voiceprint-role-page.tsx';

export default function VoiceprintRoleRoute() {
  return <VoiceprintRolePage />;
}
