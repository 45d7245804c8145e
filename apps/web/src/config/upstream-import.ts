/** What an upstream (xiaozhi-esp32-server) user runs on the console's host, in its folder; the URL is theirs to fill in. */
export const UPSTREAM_IMPORT_COMMAND = 'npm run admin -- import-upstream mysql://user:password@host:3306/xiaozhi_esp32_server';

/** A console that already holds accounts adds only what it lacks. */
export const UPSTREAM_MERGE_COMMAND = `${UPSTREAM_IMPORT_COMMAND} --merge`;

/** The README section that explains the move (the console has no hosted docs, so it is named, not linked). */
export const UPSTREAM_README_SECTION = 'README.md#coming-from-xiaozhi-esp32-server';
