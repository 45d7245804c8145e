import { CorrectWordsPage } from '../../features/correct-words/components/correct-words-page.tsx';

/** Texts the router loads beside this screen's code (app/route-namespaces.test.ts keeps the list whole). */
export const namespaces = ['correctWords'];

export default function ReplacementWordManagementRoute() {
  return <CorrectWordsPage />;
}
