import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { memoriesEndpoints } from '@vox/contracts';
import { describe, expect, it } from 'vitest';
import { callsTo, route, sentBody, stubEndpoints } from '../../../testing/endpoint-stub.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { PeopleCard } from './people-card.tsx';
import { PersonMemory } from './person-memory.tsx';

describe('person memory', { timeout: 20_000 }, () => {
  it('adds a fact about the person by hand', async () => {
    const params = { id: 'm1', identifyId: 'mac_aa' };
    const fetchMock = stubEndpoints([
      route(memoriesEndpoints.getV1MemoriesIdentifiersAttentionValues, () => [], params),
      route(memoriesEndpoints.getV1MemoriesIdentifiersNodes, () => [], params),
      route(memoriesEndpoints.postV1MemoriesIdentifiersNodes, () => ({ id: 'n1', content: '喜欢爬山', source_session_id: null, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' }), params),
    ]);
    renderWithProviders(<PersonMemory memoryId="m1" identifyId="mac_aa" onOpenSession={() => undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: /新增记忆/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('记忆内容'), { target: { value: ' 喜欢爬山 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定|保\s*存/ }));
    await waitFor(() => expect(callsTo(fetchMock, memoriesEndpoints.postV1MemoriesIdentifiersNodes, params)).toHaveLength(1));
    expect(sentBody(fetchMock, memoriesEndpoints.postV1MemoriesIdentifiersNodes, params)).toMatchObject({ content: expect.stringContaining('喜欢爬山') });
  });

  it('adds someone the memory does not know yet, with a first fact', async () => {
    const params = { id: 'm1', identifyId: '小明' };
    const fetchMock = stubEndpoints([
      route(memoriesEndpoints.getV1MemoriesIdentifiers, () => [], { id: 'm1' }),
      route(memoriesEndpoints.postV1MemoriesIdentifiersNodes, () => ({ id: 'n1', content: '对花生过敏', source_session_id: null, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' }), params),
    ]);
    renderWithProviders(<PeopleCard memoryId="m1" onOpenSession={() => undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: /添加人/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('是谁'), { target: { value: ' 小明 ' } });
    fireEvent.change(within(dialog).getByLabelText('记忆内容'), { target: { value: '对花生过敏' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(callsTo(fetchMock, memoriesEndpoints.postV1MemoriesIdentifiersNodes, params)).toHaveLength(1));
    expect(sentBody(fetchMock, memoriesEndpoints.postV1MemoriesIdentifiersNodes, params)).toEqual({ content: '对花生过敏' });
  });
});
