import { CorrectWordsPage } from '../../features/correct-words/components/correct-words-page.tsx';

export default function ReplacementWordManagementRoute() {
  return <CorrectWordsPage />;
}
