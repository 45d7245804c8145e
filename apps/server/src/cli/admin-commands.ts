import { isStrongPassword, isValidFullPhone, PASSWORD_MIN_LENGTH } from '@vox/contracts';
import type { Services } from '../services.ts';

export class CliError extends Error {}

function requirePhone(phone: string | undefined): string {
  if (!phone) throw new CliError('Missing <phone>.');
  if (!isValidFullPhone(phone)) throw new CliError(`Invalid phone "${phone}": use the full international form, e.g. +8613800000000.`);
  return phone;
}

function requirePassword(password: string | undefined): string {
  if (!password) throw new CliError('Missing <password>.');
  if (!isStrongPassword(password)) {
    throw new CliError(`Password too weak: at least ${PASSWORD_MIN_LENGTH} characters with a digit, a lowercase and an uppercase letter.`);
  }
  return password;
}

async function existingUser(services: Services, phone: string) {
  const user = await services.users.findByUsername(phone);
  if (!user) throw new CliError(`No user ${phone}.`);
  return user;
}

export async function createUser(services: Services, args: string[], admin: boolean): Promise<string[]> {
  const phone = requirePhone(args[0]);
  const password = requirePassword(args[1]);
  if (await services.users.findByUsername(phone)) throw new CliError(`User ${phone} already exists.`);
  const user = await services.users.create({ username: phone, password, superAdmin: admin });
  return [`Created ${admin ? 'super administrator' : 'user'} ${phone} (id ${user.id}).`];
}

export async function resetPassword(services: Services, args: string[]): Promise<string[]> {
  const phone = requirePhone(args[0]);
  const password = requirePassword(args[1]);
  const user = await existingUser(services, phone);
  await services.users.setPassword(user.id, password);
  await services.sessions.revokeAll(user.id);
  await services.apiKeys.revokeAll(user.id, 'password_reset');
  return [`Password of ${phone} reset; their sessions and API keys were ended.`];
}

/** The token is the last line of output so scripts can take it with `tail -n 1`. */
export async function issueToken(services: Services, args: string[]): Promise<string[]> {
  const phone = requirePhone(args[0]);
  const user = await existingUser(services, phone);
  if (user.status !== 1) throw new CliError(`User ${phone} is disabled.`);
  return [`Sign-in token for ${phone} (valid 12 h):`, await services.sessions.issue(user.id)];
}
