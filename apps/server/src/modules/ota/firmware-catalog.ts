import { compareVersions, isEmpty } from '@vox/contracts';
import type { FirmwareLinks } from '../firmware/index.ts';
import type { FirmwareRepository } from '../firmware/index.ts';
import type { ParamsService } from '../params/index.ts';

export interface FirmwareOffer {
  version: string;
  url: string;
}

/** Where OTA check-ins look for a newer firmware image for a device's board. */
export interface FirmwareCatalog {
  /** `origin` is the check-in's own `scheme://host[:port]`, for the download address when `server.ota` is unset. */
  newerThan(board: string | null, currentVersion: string, origin: string): Promise<FirmwareOffer | null>;
}

export interface StoredFirmwareCatalogDeps {
  firmware: FirmwareRepository;
  links: FirmwareLinks;
  params: ParamsService;
}

/**
 * The uploaded images: the highest version for the board, offered when it is semantically newer
 * than what the device runs (1.10.0 > 1.9.3), with a fresh download id.
 */
export class StoredFirmwareCatalog implements FirmwareCatalog {
  readonly #deps: StoredFirmwareCatalogDeps;

  constructor(deps: StoredFirmwareCatalogDeps) {
    this.#deps = deps;
  }

  async newerThan(board: string | null, currentVersion: string, origin: string): Promise<FirmwareOffer | null> {
    if (!board) return null;
    const versions = await this.#deps.firmware.versionsOf(board);
    const newest = versions.reduce<(typeof versions)[number] | undefined>(
      (best, row) => (!best || compareVersions(row.version, best.version) > 0 ? row : best),
      undefined,
    );
    if (!newest || compareVersions(newest.version, currentVersion) <= 0) return null;
    const uuid = await this.#deps.links.issue(newest.id);
    return { version: newest.version, url: `${await this.#downloadBase(origin)}${uuid}` };
  }

  /** `server.ota` with `/ota/` turned into `/otaMag/download/`, else the same path on the address the device called. */
  async #downloadBase(origin: string): Promise<string> {
    const ota = (await this.#deps.params.text('server.ota')).trim();
    if (!isEmpty(ota) && ota.includes('/ota/')) return ota.replace('/ota/', '/otaMag/download/');
    return `${origin}/xiaozhi/otaMag/download/`;
  }
}
