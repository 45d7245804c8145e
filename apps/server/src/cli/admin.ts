import { parseArgs } from 'node:util';
import { formatErrorMessage } from '@vox/contracts';
import { loadConfig } from '../config/env.ts';
import { createDatabase } from '../db/dialect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { AppError } from '../lib/app-error.ts';
import type { Services } from '../services.ts';
import { cliServices } from './cli-services.ts';
import { CliError, createUser, issueToken, resetPassword } from './admin-commands.ts';
import { IMPORT_UPSTREAM_USAGE, importUpstreamCommand } from './import-upstream-command.ts';
import { ImportRefused } from '../modules/upstream-import/index.ts';

const USAGE = `Usage: npm run admin -- <command>

  create-user <phone> <password> [--admin]   create an account (phone like +8613800000000)
  reset-password <phone> <password>          set a new password and end the user's sessions
  token <phone>                              print a fresh 12 h sign-in token (last line)
  migrate                                    apply pending migrations and exit (before a rolling upgrade)
  ${IMPORT_UPSTREAM_USAGE}

Uses the same environment as the server (DATA_DIR or DATABASE_URL) and migrates first.`;

type Command = (services: Services, args: string[], admin: boolean) => Promise<string[]>;
const COMMANDS: Record<string, Command> = {
  'create-user': createUser,
  'reset-password': resetPassword,
  token: issueToken,
};

async function run(argv: string[]): Promise<string[]> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      admin: { type: 'boolean', default: false },
      'dry-run': { type: 'boolean', default: false },
      merge: { type: 'boolean', default: false },
      files: { type: 'string' },
      'time-zone': { type: 'string', default: '+08:00' },
      ragflow: { type: 'string' },
      'ragflow-key': { type: 'string' },
    },
  });
  const [name, ...args] = positionals;
  if (name === 'import-upstream') {
    const ragflow = values.ragflow ? { url: values.ragflow, key: values['ragflow-key'] ?? '' } : undefined;
    const importArgs = { url: args[0], dryRun: values['dry-run'], merge: values.merge, files: values.files, timeZone: values['time-zone'], ragflow };
    await importUpstreamCommand(loadConfig(), importArgs, (line) => console.log(line));
    return [];
  }
  const command = name ? COMMANDS[name] : undefined;
  if (!command && name !== 'migrate') throw new CliError(name ? `Unknown command "${name}".\n\n${USAGE}` : USAGE);
  const config = loadConfig();
  const database = createDatabase(config.database);
  try {
    const applied = await migrateToLatest(database.db);
    if (!command) return applied.length > 0 ? applied.map((migration) => `applied ${migration}`) : ['the database is up to date'];
    return await command(cliServices(config, database), args, values.admin);
  } finally {
    await database.destroy();
  }
}

try {
  for (const line of await run(process.argv.slice(2))) console.log(line);
} catch (error) {
  if (error instanceof ImportRefused) console.error(`Import refused: ${error.message}`);
  else if (error instanceof AppError) console.error(`Error: ${formatErrorMessage(error.code, 'en')}`);
  else if (error instanceof CliError && error.message === USAGE) console.error(USAGE);
  else console.error(`Error: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
