import smCrypto from 'sm-crypto';

/** C1C3C2, the order upstream's web client uses. */
const CIPHER_MODE = 1;

export interface Sm2KeyPair {
  publicKey: string;
  privateKey: string;
}

/** Public key as uncompressed point hex (04…), private key as hex of D. */
export function generateSm2KeyPair(): Sm2KeyPair {
  const { publicKey, privateKey } = smCrypto.sm2.generateKeyPairHex();
  return { publicKey, privateKey };
}

/**
 * Upstream's client prefixes the sm-crypto ciphertext with "04", sm-crypto itself does not; accept
 * both. A ciphertext whose C1 happens to start with 04 fails the stripped attempt (C3 check) and
 * is retried whole.
 */
export function sm2Decrypt(cipherHex: string, privateKey: string): string | null {
  const hex = cipherHex.toLowerCase();
  const attempts = hex.startsWith('04') ? [hex.slice(2), hex] : [hex];
  for (const attempt of attempts) {
    const plain = tryDecrypt(attempt, privateKey);
    if (plain) return plain;
  }
  return null;
}

function tryDecrypt(cipherHex: string, privateKey: string): string | null {
  try {
    return smCrypto.sm2.doDecrypt(cipherHex, privateKey, CIPHER_MODE) || null;
  } catch {
    return null;
  }
}
