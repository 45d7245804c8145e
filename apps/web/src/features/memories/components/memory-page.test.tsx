import { screen } from '@testing-library/react';
import { memoriesEndpoints } from '@vox/contracts';
import { describe, expect, it } from 'vitest';
import { route, stubEndpoints } from '../../../testing/endpoint-stub.ts';
import { jsonResponse } from '../../../testing/fetch-stub.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { MemoryPage } from './memory-page.tsx';

describe('memory page', { timeout: 20_000 }, () => {
  it('names the memory model by its name, not its internal id, when the agent has no memory yet', async () => {
    stubEndpoints([route(memoriesEndpoints.getV1AgentsMemory, () => jsonResponse({ code: 612, msg: 'not found', data: null }), { id: 'a1' })]);
    renderWithProviders(<MemoryPage agentId="a1" onOpenSession={() => undefined} />);
    const hint = await screen.findByText(/在角色配置中/, {}, { timeout: 5000 });
    expect(hint.textContent).not.toContain('Memory_long_term_memory');
  });
});
