import { VoiceprintRolePage } from '../../features/voiceprints/components/voiceprint-role-page.tsx';

/** Texts the router loads beside this screen's code (app/route-namespaces.test.ts keeps the list whole). */
export const namespaces = ['voiceprints'];

export default function VoiceprintRoleRoute() {
  return <VoiceprintRolePage />;
}
