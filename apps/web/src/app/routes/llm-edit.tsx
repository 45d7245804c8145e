import { LlmEditPage } from '../../features/llm/components/llm-edit-page.tsx';

/** Texts the router loads beside this screen's code (app/route-namespaces.test.ts keeps the list whole). */
export const namespaces = ['llm'];

export default function LlmEditRoute() {
  return <LlmEditPage />;
}
