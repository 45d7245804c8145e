/**
 * Upstream's password envelope: SM2 (C1C3C2, sm-crypto cipherMode 1) of captcha text + password, hex with the
 * "04" point prefix. sm-crypto is loaded on first use so it stays out of the screens' first paint.
 */
export async function sm2Envelope(captcha: string, password: string, publicKey: string): Promise<string> {
  const { sm2 } = await import('sm-crypto');
  return `04${sm2.doEncrypt(`${captcha}${password}`, publicKey, 1)}`;
}

/** A password re-entered while signed in (e.g. to reveal a secret): the same SM2 sealing, of the password alone. */
export async function sealPassword(password: string, publicKey: string): Promise<string> {
  const { sm2 } = await import('sm-crypto');
  return `04${sm2.doEncrypt(password, publicKey, 1)}`;
}
