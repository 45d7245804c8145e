import { DICT_TYPES, ErrorCode, type PubConfig, type SsoPublic } from '@vox/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { BootstrapService } from '../bootstrap/index.ts';
import type { DictsRepository } from '../dicts/index.ts';
import { parseJsonObject } from '../../lib/json.ts';
import { seededAreaRegions } from '../../lib/seed-labels/index.ts';
import type { ParamsService } from '../params/index.ts';

export interface PubConfigDeps {
  params: ParamsService;
  dicts: DictsRepository;
  bootstrap: BootstrapService;
  /** Whether the sign-in screen offers single sign-on (the sso module's public view). */
  sso: () => Promise<SsoPublic>;
  clock: Clock;
  version: string;
}

const CODES = [
  'server.name',
  'server.beian_icp_num',
  'server.beian_ga_num',
  'server.allow_user_register',
  'server.enable_mobile_register',
  'server.public_key',
  'system-web.menu',
] as const;

/** `GET /user/pub-config` plus `needsBootstrap`. */
export async function loadPubConfig(deps: PubConfigDeps): Promise<PubConfig> {
  const [values, areas, needsBootstrap, sso] = await Promise.all([
    deps.params.values(CODES),
    deps.dicts.entriesOf(DICT_TYPES.mobileArea),
    deps.bootstrap.needsBootstrap(),
    deps.sso(),
  ]);
  const text = (code: (typeof CODES)[number], fallback = '') => values.get(code)?.trim() || fallback;
  if (!text('server.public_key')) throw new AppError(ErrorCode.SM2_KEY_MISSING);
  return {
    version: deps.version,
    year: `©${new Date(deps.clock.now()).getUTCFullYear()}`,
    name: text('server.name', 'Vox Console'),
    beianIcpNum: text('server.beian_icp_num', 'null'),
    beianGaNum: text('server.beian_ga_num', 'null'),
    // With no administrator yet, the register page must open so the bootstrap code can be used.
    allowUserRegister: text('server.allow_user_register') === 'true' || needsBootstrap,
    enableMobileRegister: text('server.enable_mobile_register') === 'true',
    needsBootstrap,
    mobileAreaList: areas.map((area) => {
      // The browser names a seeded area in its own language from its regions.
      const region = seededAreaRegions(DICT_TYPES.mobileArea, area.value, area.label);
      return { name: area.label, key: area.value, ...(region ? { region } : {}) };
    }),
    sm2PublicKey: text('server.public_key'),
    systemWebMenu: parseJsonObject(values.get('system-web.menu')),
    sso,
  };
}
