/**
 * upstream.md §1.3 password envelope: SM2 (C1C3C2, sm-crypto cipherMode 1) of captcha text + password, hex with the
 * "04" point prefix. sm-crypto is loaded on first use so it stays out of the screens' first paint.
 */
export async function sm2Envelope(captcha: string, password: string, publicKey: string): Promise<string> {
  const { sm2 } = await import('sm-crypto');
  return `04${sm2.doEncrypt(`${captcha}${password}`, publicKey, 1)}`;
}
