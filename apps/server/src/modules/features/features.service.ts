import { featureFlagsOf, systemWebMenuWith, type FeatureFlags, type FeatureKey, type FeatureSettings } from '@vox/contracts';
import { parseJsonObject } from '../../lib/json.ts';
import type { ParamsService } from '../params/index.ts';

/** Its param id upstream: 600. */
export const SYSTEM_WEB_MENU_CODE = 'system-web.menu';

/** The feature switches kept in `system-web.menu`; an unreadable value reads as all on. */
export class FeaturesService {
  readonly #params: ParamsService;

  constructor(params: ParamsService) {
    this.#params = params;
  }

  async flags(): Promise<FeatureFlags> {
    return featureFlagsOf(await this.#params.raw(SYSTEM_WEB_MENU_CODE));
  }

  async enabled(key: FeatureKey): Promise<boolean> {
    return (await this.flags())[key];
  }

  async settings(): Promise<FeatureSettings> {
    const raw = await this.#params.raw(SYSTEM_WEB_MENU_CODE);
    const stored = parseJsonObject(raw);
    const features = stored.features;
    return { flags: featureFlagsOf(raw), storedValueValid: typeof features === 'object' && features !== null && !Array.isArray(features) };
  }

  /** Writes every switch in upstream's shape, keeping the rest of the stored value (an unreadable one is replaced). */
  async save(flags: FeatureFlags): Promise<FeatureSettings> {
    const previous = parseJsonObject(await this.#params.raw(SYSTEM_WEB_MENU_CODE));
    await this.#params.set(SYSTEM_WEB_MENU_CODE, JSON.stringify(systemWebMenuWith(previous, flags)));
    return this.settings();
  }
}
