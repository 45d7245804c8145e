// Released with fingerprint 2cab0d8cb453ae029f592e26c6b60bc34ca3c4a46792af493d543f33f908dd18
import { sql, type Kysely } from 'kysely';

const FEATURE_KEYS = ['voiceprintRecognition', 'voiceClone', 'knowledgeBase', 'mcpAccessPoint', 'addressBook', 'vad', 'asr'];
/** Screens the console showed before the switches had any effect: they stay visible. */
const SWITCHED_ON = ['voiceprintRecognition', 'voiceClone', 'knowledgeBase', 'mcpAccessPoint', 'addressBook'];

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The stored `system-web.menu` with every switch under `features` and the console's screens switched on. */
function switchedOnMenu(stored: string | undefined): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored ?? '');
  } catch {
    parsed = undefined;
  }
  const root: Record<string, unknown> = isObject(parsed) ? { ...parsed } : {};
  const features: Record<string, unknown> = isObject(root.features) ? { ...root.features } : {};
  for (const key of FEATURE_KEYS) {
    const old = isObject(features[key]) ? features[key] : isObject(root[key]) ? root[key] : {};
    delete root[key];
    const enabled = SWITCHED_ON.includes(key) ? true : typeof old.enabled === 'boolean' ? old.enabled : true;
    features[key] = { name: `feature.${key}.name`, description: `feature.${key}.description`, ...old, enabled };
  }
  const groups = { featureManagement: SWITCHED_ON, voiceManagement: ['vad', 'asr'] };
  return JSON.stringify({ ...root, features, groups });
}

/**
 * Device address book (upstream's `ai_device_address_book`): per device, its names for other devices of
 * the same owner and whether it may call them. The `system-web.menu` switches now drive the web menu, so the screens every install already showed are switched on rather than hidden by the seeded `false`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('device_address_book')
    .addColumn('mac_address', 'text', (col) => col.notNull())
    .addColumn('target_mac', 'text', (col) => col.notNull())
    .addColumn('user_id', 'text', (col) => col.notNull())
    .addColumn('alias', 'text', (col) => col.notNull())
    .addColumn('has_permission', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('device_address_book_pk', ['mac_address', 'target_mac'])
    .addUniqueConstraint('device_address_book_alias_uq', ['mac_address', 'alias'])
    .execute();
  await db.schema.createIndex('device_address_book_target_idx').on('device_address_book').columns(['target_mac']).execute();
  await db.schema.createIndex('device_address_book_user_idx').on('device_address_book').columns(['user_id']).execute();

  const row = await sql<{ param_value: string }>`select param_value from sys_params where param_code = 'system-web.menu'`.execute(db);
  const stored = row.rows[0]?.param_value;
  if (stored !== undefined) {
    await sql`update sys_params set param_value = ${switchedOnMenu(stored)} where param_code = 'system-web.menu'`.execute(db);
  }
}
