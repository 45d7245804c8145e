import { useState } from 'react';
import { AgentsHome } from '../../features/agents/components/agents-home.tsx';
import { ChatHistoryDialog, type ChatHistoryTarget } from '../../features/chat-history/components/chat-history-dialog.tsx';

/** Texts the router loads beside this screen's code (app/route-namespaces.test.ts keeps the list whole). */
export const namespaces = ['agents', 'chat', 'time'];

/** Home: the agent cards, each opening its chat history here. */
export default function HomeRoute() {
  const [chatWith, setChatWith] = useState<ChatHistoryTarget | null>(null);
  return (
    <>
      <AgentsHome onOpenChatHistory={setChatWith} />
      <ChatHistoryDialog agent={chatWith} onClose={() => setChatWith(null)} />
    </>
  );
}
