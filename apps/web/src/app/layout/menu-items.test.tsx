import { DEFAULT_FEATURE_FLAGS } from '@vox/contracts';
import type { TFunction } from 'i18next';
import { isValidElement, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths.ts';
import { routeTable } from '../route-table.tsx';
import { buildMenuItems } from './menu-items.tsx';

const t = ((key: string) => key) as unknown as TFunction<'menu'>;
type Entry = { key: string; children?: Entry[] };
const keysOf = (items: readonly unknown[]): string[] => (items as Entry[]).flatMap((item) => [item.key, ...keysOf(item.children ?? [])]);

describe('menu entries follow the feature switches', () => {
  it('shows every switchable entry while the switches are on, and the feature management entry to admins only', () => {
    const keys = keysOf(buildMenuItems(routeTable, true, t, DEFAULT_FEATURE_FLAGS));
    for (const path of [paths.datasets, paths.voiceClone, paths.voiceprintRole, paths.mcpMarket, paths.addressBookManagement, paths.featureManagement]) expect(keys).toContain(path);
    expect(keysOf(buildMenuItems(routeTable, false, t, DEFAULT_FEATURE_FLAGS))).not.toContain(paths.featureManagement);
  });

  it('hides the entries of a switched-off feature, and a group left empty', () => {
    const off = { ...DEFAULT_FEATURE_FLAGS, knowledgeBase: false, mcpAccessPoint: false, addressBook: false, voiceClone: false, voiceprintRecognition: false };
    const keys = keysOf(buildMenuItems(routeTable, false, t, off));
    for (const path of [paths.datasets, paths.voiceClone, paths.voiceprintRole, paths.voiceprintList, paths.mcpMarket, paths.mcpMy, paths.addressBookManagement]) expect(keys).not.toContain(path);
    expect(keys).not.toContain('group:mcp');
    expect(keys).toContain(paths.home);
    expect(keys).toContain(paths.replacementWordManagement);
  });
});

describe('menu entries are links', () => {
  it('labels each entry with a link to its screen, so it opens in a new tab like any address', () => {
    type Leaf = { key: string; label: unknown; children?: Leaf[] };
    const leaves = (items: readonly unknown[]): Leaf[] => (items as Leaf[]).flatMap((item) => (item.children ? leaves(item.children) : [item]));
    const entries = leaves(buildMenuItems(routeTable, true, t, DEFAULT_FEATURE_FLAGS));
    expect(entries.length).toBeGreaterThan(20);
    for (const entry of entries) {
      expect(isValidElement(entry.label)).toBe(true);
      const link = entry.label as ReactElement<{ href: string; children: string }>;
      expect(link.type).toBe('a');
      expect(link.props.href).toBe(entry.key);
    }
  });
});
