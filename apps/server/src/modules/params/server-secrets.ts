import { randomUUID } from 'node:crypto';
import { generateSm2KeyPair } from '../../integrations/crypto/sm2.ts';
import type { Logger } from '../../lib/logger.ts';
import type { ParamsService } from './params.service.ts';

/**
 * At start: an SM2 key pair when either key is blank or "null", and a server secret (the bearer
 * xiaozhi-server uses) when it is "null".
 */
export async function ensureServerSecrets(params: ParamsService, log: Logger): Promise<void> {
  const [publicKey, privateKey, secret] = await Promise.all([
    params.text('server.public_key'),
    params.text('server.private_key'),
    params.text('server.secret'),
  ]);
  if (!publicKey || !privateKey) {
    const pair = generateSm2KeyPair();
    await params.set('server.public_key', pair.publicKey);
    await params.set('server.private_key', pair.privateKey);
    log.info({}, 'generated the SM2 key pair for password envelopes');
  }
  if (!secret) {
    await params.set('server.secret', randomUUID());
    log.info({}, 'generated server.secret');
  }
}
