/**
 * Whether a feature of `system-web.menu` is on: `{features: {<name>: {enabled}}}`. A missing or
 * misshapen entry counts as off, as upstream's web falls back to its defaults (all off) for a key it cannot find.
 */
export function isFeatureOn(systemWebMenu: Record<string, unknown>, name: string): boolean {
  const features = systemWebMenu.features;
  if (typeof features !== 'object' || features === null) return false;
  const feature = (features as Record<string, unknown>)[name];
  return typeof feature === 'object' && feature !== null && (feature as { enabled?: unknown }).enabled === true;
}
