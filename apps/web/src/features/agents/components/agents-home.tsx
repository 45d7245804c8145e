import { PlusOutlined } from '../../../components/icons.tsx';
import type { AgentSummary } from '@vox/contracts';
import { Button, Empty, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTableUrlState } from '../../../hooks/use-table-url-state.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { useTagList } from '../api/agent-tags.ts';
import { useAgents } from '../api/get-agents.ts';
import { useAgentOverview } from '../api/get-overview.ts';
import { useAgentPresence } from '../api/get-presence-summary.ts';
import { useConfirmDeleteAgent } from '../hooks/use-delete-agent.tsx';
import { agentSearchQuery } from '../utils/agent-search.ts';
import { AgentCard } from './agent-card.tsx';
import { AgentGrid, AgentGridSkeleton } from './agent-grid.tsx';
import { AgentTagFilter } from './agent-tag-filter.tsx';
import { AgentSearchBox } from './agent-search-box.tsx';
import { AgentsEmpty } from './agents-empty.tsx';
import { AgentsOverview } from './agents-overview.tsx';
import { CreateAgentDialog } from './create-agent-dialog.tsx';

const FILTERS = ['keyword', 'tag'] as const;

interface AgentCardsProps {
  agents: AgentSummary[];
  keyword: string;
  onDelete: (agent: AgentSummary) => void;
  onOpenChatHistory: (agent: AgentSummary) => void;
  presence: ReadonlyMap<string, { online: number; total: number }>;
}

/** The cards, or why this search found none. */
function AgentCards({ agents, keyword, onDelete, onOpenChatHistory, presence }: AgentCardsProps) {
  const { t } = useTranslation('agents');
  if (agents.length === 0) return <Empty description={keyword === '' ? t('tags.noMatch') : t('search.noMatch', { keyword })} />;
  return (
    <AgentGrid>
      {agents.map((agent) => (
        <AgentCard key={agent.id} agent={agent} presence={presence.get(agent.id)} onDelete={onDelete} onOpenChatHistory={onOpenChatHistory} />
      ))}
    </AgentGrid>
  );
}

/** Home: an overview, then the user's agents as cards, with search, create and delete. */
export function AgentsHome({ onOpenChatHistory }: { onOpenChatHistory: (agent: AgentSummary) => void }) {
  const { t } = useTranslation('agents');
  const username = useSessionStore((state) => state.userInfo?.username ?? '');
  const { filters, setFilter } = useTableUrlState(FILTERS);
  const { data: found, isPending } = useAgents(agentSearchQuery(filters.keyword));
  const { data: tags = [] } = useTagList();
  // The tag filter narrows what the search found; the search itself already matches tag names.
  const agents = filters.tag === '' ? found : found?.filter((agent) => agent.tags.some((tag) => tag.tagName === filters.tag));
  // Asked alongside the list; shown once the list says there is something to sum up.
  const overview = useAgentOverview();
  const { data: presence } = useAgentPresence();
  const presenceByAgent = new Map((presence?.agents ?? []).map((entry) => [entry.agentId, entry]));
  const [creating, setCreating] = useState(false);
  const confirmDelete = useConfirmDeleteAgent();
  const firstVisit = !isPending && found?.length === 0 && filters.keyword === '';

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="flex-end" wrap gap={12}>
        <div>
          <Typography.Title level={4} style={{ margin: 0 }}>{t('home.title')}</Typography.Title>
          <Typography.Text type="secondary">{username ? t('home.greeting', { name: username }) : t('home.subtitle')}</Typography.Text>
        </div>
        {firstVisit ? null : (
          <Flex gap={12} style={{ flex: '1 1 320px', justifyContent: 'flex-end' }}>
            <AgentSearchBox keyword={filters.keyword} onSearch={(keyword) => setFilter('keyword', keyword)} />
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>{t('action.create')}</Button>
          </Flex>
        )}
      </Flex>
      {isPending ? <AgentGridSkeleton /> : null}
      {firstVisit ? <AgentsEmpty onCreate={() => setCreating(true)} /> : null}
      {agents && !firstVisit ? (
        <>
          <AgentsOverview query={overview} />
          <AgentTagFilter tags={tags} selected={filters.tag} onSelect={(tagName) => setFilter('tag', tagName)} />
          <AgentCards agents={agents} keyword={filters.keyword} onDelete={confirmDelete} onOpenChatHistory={onOpenChatHistory} presence={presenceByAgent} />
        </>
      ) : null}
      <CreateAgentDialog open={creating} onClose={() => setCreating(false)} onCreated={() => setCreating(false)} />
    </Flex>
  );
}
