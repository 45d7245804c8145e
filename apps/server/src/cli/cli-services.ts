import packageJson from '../../package.json' with { type: 'json' };
import type { AppConfig } from '../config/env.ts';
import type { DatabaseHandle } from '../db/dialect.ts';
import { loadSecretBox } from '../integrations/crypto/secret-box.ts';
import { LogSmsSender } from '../integrations/sms/log-sms-sender.ts';
import { systemClock } from '../lib/clock.ts';
import type { Logger } from '../lib/logger.ts';
import { createServices, type Services } from '../services.ts';

const quietLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} };

/** The server's services on the configured database, without HTTP or the job runner (queued jobs wait for the server). */
export function cliServices(config: AppConfig, database: DatabaseHandle): Services {
  return createServices({
    database,
    clock: systemClock,
    log: quietLogger,
    version: packageJson.version,
    secrets: loadSecretBox(config.secrets),
    createSmsSender: () => new LogSmsSender(quietLogger),
  });
}
