import { describe, expect, it } from 'vitest';
import { crossModuleRepositoryUses, modulesWithoutDescriptor, staleCrossModuleSqlEntries, undocumentedTableUses, wholeBagTakers } from '../../../scripts/module-ownership.ts';

// A module's repositories and tables are named only by its own files; another module asks through the owner's
// index.ts (a query function, a small service, or a purge built on the transaction's handle). Each test lists what
// breaks that: nothing.

describe('module ownership', () => {
  it('a module names only its own repositories', () => {
    expect(crossModuleRepositoryUses()).toEqual([]);
  });

  it('no module code takes the whole repository bag', () => {
    expect(wholeBagTakers()).toEqual([]);
  });

  it("SQL names another module's tables only in the documented files (CROSS_MODULE_SQL)", () => {
    expect(undocumentedTableUses()).toEqual([]);
  });

  it('every CROSS_MODULE_SQL entry is still used and documented in docs/architecture.md', () => {
    expect(staleCrossModuleSqlEntries()).toEqual([]);
  });

  it('every module folder has a descriptor listed in modules/index.ts', () => {
    expect(modulesWithoutDescriptor()).toEqual([]);
  });
});
