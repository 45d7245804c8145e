import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubEndpoints } from '../../../testing/endpoint-stub.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { MessageList } from './message-list.tsx';

describe('message list', () => {
  it('a session without an id shows its empty state, not a skeleton for ever (its query never runs)', async () => {
    stubEndpoints([]);
    renderWithProviders(<MessageList agentId="a1" sessionId="" />);
    expect(await screen.findByText('该会话没有消息')).toBeTruthy();
  });
});
