export const devicesKeys = {
  all: ['devices'] as const,
  bound: (agentId: string) => [...devicesKeys.all, 'bound', agentId] as const,
  connectionGuide: () => [...devicesKeys.all, 'connection-guide'] as const,
};
