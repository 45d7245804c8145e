import type { DatabaseHandle } from './db/dialect.ts';
import type { KeyValueStore } from './integrations/kv/kv-store.ts';
import { SqlKeyValueStore } from './integrations/kv/sql-kv-store.ts';
import type { SmsSender } from './integrations/sms/sms-sender.ts';
import type { Clock } from './lib/clock.ts';
import type { Logger } from './lib/logger.ts';
import { AccountService } from './modules/account/account.service.ts';
import { AdminUsersService } from './modules/admin-users/admin-users.service.ts';
import { BootstrapService } from './modules/bootstrap/bootstrap.service.ts';
import { checkHealth } from './modules/health/health.service.ts';
import { ParamsService } from './modules/params/params.service.ts';
import { loadPubConfig } from './modules/pub-config/pub-config.service.ts';
import { createRepositories, transactionRunner } from './modules/repositories.ts';
import { SessionsService } from './modules/sessions/sessions.service.ts';
import { UsersService } from './modules/users/users.service.ts';
import { CaptchaService } from './modules/verification/captcha.service.ts';
import { SmsCodeService } from './modules/verification/sms-code.service.ts';
import { VerificationService } from './modules/verification/verification.service.ts';

export interface ServiceDeps {
  database: DatabaseHandle;
  clock: Clock;
  log: Logger;
  /** Built from the params service, so the Aliyun adapter can read its aliyun.sms.* settings. */
  createSmsSender: (params: ParamsService) => SmsSender;
  version: string;
  kv?: KeyValueStore;
}

/** Wires repositories, integrations and services; used by the HTTP app and the admin CLI alike. */
export function createServices(deps: ServiceDeps) {
  const { database, clock, log } = deps;
  const repos = createRepositories(database.db);
  const kv = deps.kv ?? new SqlKeyValueStore(database.db, clock);
  const params = new ParamsService(repos.params, clock);
  const users = new UsersService(repos.users, clock);
  const sessions = new SessionsService(repos.tokens, clock);
  const captcha = new CaptchaService(kv);
  const smsCodes = new SmsCodeService({ kv, sender: deps.createSmsSender(params), params, clock, log });
  const bootstrap = new BootstrapService(repos.users, kv);
  return {
    clock,
    kv,
    repos,
    params,
    users,
    sessions,
    captcha,
    smsCodes,
    bootstrap,
    verification: new VerificationService({ captcha, smsCodes, params }),
    account: new AccountService({ users, sessions, captcha, smsCodes, params, bootstrap, clock }),
    adminUsers: new AdminUsersService({ repos, transaction: transactionRunner(database.db), clock }),
    health: () => checkHealth(database.db, database.kind, deps.version),
    pubConfig: () => loadPubConfig({ params, dicts: repos.dicts, bootstrap, clock, version: deps.version }),
  };
}

export type Services = ReturnType<typeof createServices>;
