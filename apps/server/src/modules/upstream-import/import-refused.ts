/** Why an import cannot start, in words for the person running it; nothing was written. */
export class ImportRefused extends Error {}
