import type { AgentMcpItem } from '@vox/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useAgentMcps, useSaveAgentMcps } from '../api/agent-mcps.ts';
import { sameIds } from '../utils/mcp-binding.ts';

export interface McpBinding {
  options: AgentMcpItem[];
  selected: string[];
  setSelected: (ids: string[]) => void;
  loading: boolean;
  error: string;
  dirty: boolean;
  saving: boolean;
  /** Saves the picked set; resolves when there was nothing to save too. */
  save: () => Promise<unknown>;
  reset: () => void;
}

/**
 * Which MCPs an agent uses, edited alongside the rest of the role configuration: the picked set is compared with
 * the loaded one, so the screen's save bar and leave guard cover it as well.
 */
export function useMcpBinding(agentId: string): McpBinding {
  const { data, isPending, error } = useAgentMcps(agentId);
  const mutation = useSaveAgentMcps(agentId);
  const baseline = useMemo(() => data?.selecteds.map((item) => item.mcp_id) ?? null, [data]);
  const options = useMemo(
    () => [...(data?.selecteds ?? []), ...(data?.unselecteds ?? [])].sort((a, b) => a.name.localeCompare(b.name)),
    [data],
  );
  const [selected, setSelected] = useState<string[]>([]);
  useEffect(() => {
    if (baseline) setSelected(baseline);
  }, [baseline]);
  const dirty = baseline !== null && !sameIds(baseline, selected);
  return {
    options,
    selected,
    setSelected,
    loading: isPending,
    error: error?.message ?? '',
    dirty,
    saving: mutation.isPending,
    save: () => (dirty ? mutation.mutateAsync(selected) : Promise.resolve()),
    reset: () => setSelected(baseline ?? []),
  };
}
