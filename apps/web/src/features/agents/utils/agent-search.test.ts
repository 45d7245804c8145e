import { describe, expect, it } from 'vitest';
import { agentSearchQuery } from './agent-search.ts';

describe('agent search', () => {
  it('searches names by default', () => {
    expect(agentSearchQuery(' 小智 ')).toEqual({ keyword: '小智', searchType: 'name' });
    expect(agentSearchQuery('cafe')).toEqual({ keyword: 'cafe', searchType: 'name' });
  });

  it('reads full and partial MAC addresses as a device search in the stored spelling', () => {
    expect(agentSearchQuery('A4-CF-12-34-56-78')).toEqual({ keyword: 'a4:cf:12:34:56:78', searchType: 'mac' });
    expect(agentSearchQuery('a4:CF')).toEqual({ keyword: 'a4:cf', searchType: 'mac' });
  });
});
