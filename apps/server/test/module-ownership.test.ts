import { describe, expect, it } from 'vitest';
import { crossModuleRepositoryUses, wholeBagTakers } from '../../../scripts/module-ownership.ts';

// A module's repositories are named only by its own files; another module asks through the owner's index.ts (a query
// function, a small service, or a purge built on the transaction's handle). Each test lists what breaks that: nothing.

describe('module ownership', () => {
  it('a module names only its own repositories', () => {
    expect(crossModuleRepositoryUses()).toEqual([]);
  });

  it('no module code takes the whole repository bag', () => {
    expect(wholeBagTakers()).toEqual([]);
  });
});
