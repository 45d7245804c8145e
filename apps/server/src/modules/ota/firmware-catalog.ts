export interface FirmwareOffer {
  version: string;
  url: string;
}

/**
 * Where OTA check-ins look for a newer firmware image. The firmware-management issue supplies a
 * catalogue backed by uploaded images; until then there are none, which is also what an empty
 * catalogue answers.
 */
export interface FirmwareCatalog {
  newerThan(board: string | null, currentVersion: string): Promise<FirmwareOffer | null>;
}

export const emptyFirmwareCatalog: FirmwareCatalog = {
  newerThan: async () => null,
};
