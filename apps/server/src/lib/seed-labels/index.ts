export { seededAreaRegions } from './mobile-area-regions.ts';
export { isSeededText, seedLabels, seededTemplateKey, storedSeedText, type SeedDomain, type SeedLabels } from './seed-labels.ts';
