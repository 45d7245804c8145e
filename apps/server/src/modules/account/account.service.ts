import {
  ErrorCode,
  isStrongPassword,
  isValidFullPhone,
  TOKEN_TTL_SECONDS,
  type LoginInput,
  type LoginResult,
  type RegisterInput,
  type RetrievePasswordInput,
  type UserInfo,
} from '@vox/contracts';
import { verifyPassword } from '../../integrations/crypto/password.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ApiKeysService } from '../api-keys/index.ts';
import { md5Hex } from '../../lib/ids.ts';
import type { BootstrapService } from '../bootstrap/index.ts';
import type { ParamsService } from '../params/index.ts';
import type { Session, SessionsService } from '../sessions/index.ts';
import type { UsersService } from '../users/index.ts';
import type { CaptchaService } from '../verification/index.ts';
import type { SmsCodeService } from '../verification/index.ts';
import type { LoginLockout } from './login-lockout.ts';
import { openPasswordEnvelope, openSealedPassword } from './password-envelope.ts';

export interface AccountDeps {
  users: UsersService;
  lockout: LoginLockout;
  sessions: SessionsService;
  /** A new password ends the user's API keys, as it ends their other sessions. */
  apiKeys: Pick<ApiKeysService, 'revokeAll'>;
  captcha: CaptchaService;
  smsCodes: SmsCodeService;
  params: ParamsService;
  bootstrap: BootstrapService;
  clock: Clock;
}

export interface ClientInfo {
  ip: string;
  userAgent: string;
}

/** Upstream's sign-in, sign-up and password flows. */
export class AccountService {
  readonly #deps: AccountDeps;

  constructor(deps: AccountDeps) {
    this.#deps = deps;
  }

  async login(input: LoginInput, client: ClientInfo): Promise<LoginResult> {
    const { users, sessions, lockout, clock } = this.#deps;
    const password = await openPasswordEnvelope(this.#deps, input.password, input.captchaId);
    const user = await users.findByUsername(input.username);
    await lockout.refuseIfLocked(user?.id, client.ip);
    const passwordOk = await verifyPassword(password, user?.password);
    if (!user || !passwordOk) {
      await lockout.recordFailure(user?.id, client.ip);
      throw new AppError(ErrorCode.ACCOUNT_PASSWORD_WRONG);
    }
    await lockout.recordSuccess(user.id, client.ip);
    // Upstream lets a disabled account sign in and bounces it on the next call; we refuse up front.
    if (user.status !== 1) throw new AppError(ErrorCode.ACCOUNT_DISABLED);
    const token = await sessions.issue(user.id);
    const day = new Date(clock.now()).toISOString().slice(0, 10);
    return { token, expire: TOKEN_TTL_SECONDS, clientHash: md5Hex(client.ip + day + client.userAgent) };
  }

  /** Upstream's order of checks; a valid bootstrap code makes the account the first super admin. */
  async register(input: RegisterInput): Promise<void> {
    const { users, smsCodes, params, bootstrap } = this.#deps;
    const bootstrapCode = input.bootstrapCode?.trim() || undefined;
    if (bootstrapCode !== undefined && !(await bootstrap.isValid(bootstrapCode))) throw new AppError(ErrorCode.BOOTSTRAP_CODE_WRONG);
    if (bootstrapCode === undefined && !(await params.flag('server.allow_user_register'))) throw new AppError(ErrorCode.REGISTER_NOT_ALLOWED);
    const password = await openPasswordEnvelope(this.#deps, input.password, input.captchaId);
    const mobileRegister = await params.flag('server.enable_mobile_register');
    if (mobileRegister) {
      if (!isValidFullPhone(input.username)) throw new AppError(ErrorCode.USERNAME_NOT_PHONE);
      if (!(await smsCodes.verify(input.username, input.mobileCaptcha))) throw new AppError(ErrorCode.SMS_CODE_WRONG);
    }
    if (await users.findByUsername(input.username)) throw new AppError(ErrorCode.PHONE_REGISTERED);
    if (!isStrongPassword(password)) throw new AppError(ErrorCode.WEAK_PASSWORD);
    if (bootstrapCode !== undefined && !(await bootstrap.consume(bootstrapCode))) throw new AppError(ErrorCode.BOOTSTRAP_CODE_WRONG);
    await users.create({ username: input.username, password, superAdmin: bootstrapCode !== undefined });
    if (mobileRegister) await smsCodes.discard(input.username);
  }

  /**
   * The captcha (inside the SM2 envelope) is checked before anything about the account, and an unknown phone answers
   * exactly as a wrong code does, so the form tells nobody which phones are registered or which codes are right.
   * Every session and API key of the account ends.
   */
  async retrievePassword(input: RetrievePasswordInput): Promise<void> {
    const { users, sessions, apiKeys, smsCodes, params } = this.#deps;
    if (!(await params.flag('server.enable_mobile_register'))) throw new AppError(ErrorCode.RETRIEVE_DISABLED);
    if (!isValidFullPhone(input.phone)) throw new AppError(ErrorCode.PHONE_FORMAT);
    const password = await openPasswordEnvelope(this.#deps, input.password, input.captchaId);
    const codeOk = await smsCodes.verify(input.phone, input.code);
    const user = codeOk ? await users.findByUsername(input.phone) : undefined;
    if (!user) throw new AppError(ErrorCode.SMS_CODE_WRONG);
    if (!isStrongPassword(password)) throw new AppError(ErrorCode.WEAK_PASSWORD);
    await users.setPassword(user.id, password);
    await sessions.revokeAll(user.id);
    await apiKeys.revokeAll(user.id, 'password_reset');
    await smsCodes.discard(input.phone);
  }

  /** Plaintext old + new; the caller's own session stays, all others and every API key end. */
  async changePassword(session: Session, oldPassword: string, newPassword: string): Promise<void> {
    const { users, sessions, apiKeys } = this.#deps;
    const user = await users.findById(session.user.id);
    if (!user || !(await verifyPassword(oldPassword, user.password))) throw new AppError(ErrorCode.OLD_PASSWORD_WRONG);
    if (!isStrongPassword(newPassword)) throw new AppError(ErrorCode.WEAK_PASSWORD);
    await users.setPassword(user.id, newPassword);
    await sessions.revokeAll(user.id, session.tokenId);
    await apiKeys.revokeAll(user.id, 'password_changed');
  }

  /**
   * The signed-in user proves it is still them (before a secret is shown): their password, SM2-sealed. The same
   * lockout as sign-in from the caller's address: while locked nothing is checked, a wrong password counts toward it,
   * a right one clears it. Neither the password nor anything derived from it is logged.
   */
  async confirmPassword(session: Session, cipher: string, address: string): Promise<void> {
    const { users, lockout, params } = this.#deps;
    const password = await openSealedPassword(params, cipher);
    await lockout.refuseIfLocked(session.user.id, address);
    const user = await users.findById(session.user.id);
    if (!user || !(await verifyPassword(password, user.password))) {
      await lockout.recordFailure(session.user.id, address);
      throw new AppError(ErrorCode.PASSWORD_CONFIRM_WRONG);
    }
    await lockout.recordSuccess(session.user.id, address);
  }

  logout(session: Session): Promise<void> {
    return this.#deps.sessions.revoke(session.tokenId);
  }

  info(session: Session): UserInfo {
    const { id, username, superAdmin, status } = session.user;
    return { id, username, superAdmin, status };
  }
}
