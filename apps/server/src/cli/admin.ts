import { parseArgs } from 'node:util';
import { formatErrorMessage } from '@vox/contracts';
import packageJson from '../../package.json' with { type: 'json' };
import { loadConfig } from '../config/env.ts';
import { loadSecretBox } from '../integrations/crypto/secret-box.ts';
import { createDatabase } from '../db/dialect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { LogSmsSender } from '../integrations/sms/log-sms-sender.ts';
import { AppError } from '../lib/app-error.ts';
import { systemClock } from '../lib/clock.ts';
import type { Logger } from '../lib/logger.ts';
import { createServices, type Services } from '../services.ts';
import { CliError, createUser, issueToken, resetPassword } from './admin-commands.ts';

const USAGE = `Usage: npm run admin -- <command>

  create-user <phone> <password> [--admin]   create an account (phone like +8613800000000)
  reset-password <phone> <password>          set a new password and end the user's sessions
  token <phone>                              print a fresh 12 h sign-in token (last line)
  migrate                                    apply pending migrations and exit (before a rolling upgrade)

Uses the same environment as the server (DATA_DIR or DATABASE_URL) and migrates first.`;

const quietLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} };

type Command = (services: Services, args: string[], admin: boolean) => Promise<string[]>;
const COMMANDS: Record<string, Command> = {
  'create-user': createUser,
  'reset-password': resetPassword,
  token: issueToken,
};

async function run(argv: string[]): Promise<string[]> {
  const { positionals, values } = parseArgs({ args: argv, allowPositionals: true, options: { admin: { type: 'boolean', default: false } } });
  const [name, ...args] = positionals;
  const command = name ? COMMANDS[name] : undefined;
  if (!command && name !== 'migrate') throw new CliError(name ? `Unknown command "${name}".\n\n${USAGE}` : USAGE);
  const config = loadConfig();
  const database = createDatabase(config.database);
  try {
    const applied = await migrateToLatest(database.db);
    if (!command) return applied.length > 0 ? applied.map((migration) => `applied ${migration}`) : ['the database is up to date'];
    const services = createServices({
      database,
      clock: systemClock,
      log: quietLogger,
      version: packageJson.version,
      secrets: loadSecretBox(config.secrets),
      createSmsSender: () => new LogSmsSender(quietLogger),
    });
    return await command(services, args, values.admin);
  } finally {
    await database.destroy();
  }
}

try {
  for (const line of await run(process.argv.slice(2))) console.log(line);
} catch (error) {
  if (error instanceof AppError) console.error(`Error: ${formatErrorMessage(error.code, 'en')}`);
  else if (error instanceof CliError && error.message === USAGE) console.error(USAGE);
  else console.error(`Error: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
