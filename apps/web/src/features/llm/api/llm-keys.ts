export const llmKeys = {
  all: ['private-llms'] as const,
  list: () => [...llmKeys.all, 'list'] as const,
};
