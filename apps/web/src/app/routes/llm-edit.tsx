import { LlmEditPage } from '../../features/llm/components/llm-edit-page.tsx';

export default function LlmEditRoute() {
  return <LlmEditPage />;
}
