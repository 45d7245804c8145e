// Released with fingerprint 6520b6128b77a9a7b493d1a2a3ff0479f8e96bf2f639ff7057de5713732ad026
import type { Kysely } from 'kysely';

/**
 * Voice clones (upstream's `ai_voice_clone`): a user's slot, the TTS model config that
 * trains and speaks it, the provider's voice id (Volcengine `S_…` ids are bought and assigned by an admin; MiniMax ids
 * are ours), the state, the provider's error text, the current sample (an object in the `voice-clones` storage area)
 * and the demo clip with the token its URL carries. `training_token` tells the live training job from stale ones.
 * `assigned` marks upstream-style slots an admin handed out (voice resources).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('voice_clones')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('tier', 'text', (col) => col.notNull())
    .addColumn('model_id', 'text')
    .addColumn('voice_id', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('error', 'text')
    .addColumn('sample_key', 'text')
    .addColumn('training_token', 'text')
    .addColumn('provider_state', 'text')
    .addColumn('demo_key', 'text')
    .addColumn('demo_token', 'text')
    .addColumn('assigned', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('voice_clones_model_voice_uq', ['model_id', 'voice_id'])
    .execute();
  await db.schema.createIndex('voice_clones_user_idx').on('voice_clones').columns(['user_id', 'created_at']).execute();
}
