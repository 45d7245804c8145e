import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, request as forward, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Test stand-in in front of an S3-compatible server that does not check SigV4 itself (s3rver only
 * checks the access key id): recomputes every request's AWS Signature Version 4 from the secret and
 * answers 403 SignatureDoesNotMatch unless it matches, then forwards the request untouched.
 */
export class SigV4CheckingProxy {
  readonly #secrets: ReadonlyMap<string, string>;
  readonly #target: { host: string; port: number };
  readonly #server: Server;
  verified = 0;
  rejected = 0;

  constructor(secrets: Record<string, string>, target: { host: string; port: number }) {
    this.#secrets = new Map(Object.entries(secrets));
    this.#target = target;
    this.#server = createServer((req, res) => {
      if (!this.#check(req)) {
        this.rejected += 1;
        req.resume();
        res.writeHead(403, { 'content-type': 'application/xml' });
        res.end('<?xml version="1.0" encoding="UTF-8"?><Error><Code>SignatureDoesNotMatch</Code><Message>The request signature we calculated does not match the signature you provided.</Message></Error>');
        return;
      }
      this.verified += 1;
      const upstream = forward({ ...this.#target, method: req.method, path: req.url, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
    });
  }

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.#server.close(() => resolve()));
  }

  #check(req: IncomingMessage): boolean {
    const match = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      req.headers.authorization ?? '',
    );
    if (!match) return false;
    const [, keyId, day, region, service, signedHeaders, signature] = match as unknown as string[];
    const secret = this.#secrets.get(keyId!);
    const amzDate = String(req.headers['x-amz-date'] ?? '');
    if (!secret || !amzDate.startsWith(day!)) return false;
    const names = signedHeaders!.split(';');
    if (!names.includes('host') || !names.includes('x-amz-date')) return false;
    const [path, query = ''] = (req.url ?? '/').split('?', 2) as [string, string?];
    const canonicalRequest = [
      req.method,
      path,
      canonicalQuery(query),
      ...names.map((name) => `${name}:${String(req.headers[name] ?? '').trim().replace(/\s+/g, ' ')}`),
      '',
      signedHeaders,
      String(req.headers['x-amz-content-sha256'] ?? 'UNSIGNED-PAYLOAD'),
    ].join('\n');
    const scope = `${day}/${region}/${service}/aws4_request`;
    const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
    let key: Buffer = hmac(`AWS4${secret}`, day!);
    for (const part of [region!, service!, 'aws4_request']) key = hmac(key, part);
    const expected = hmac(key, stringToSign).toString('hex');
    return timingSafeEqual(Buffer.from(expected), Buffer.from(signature!));
  }
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const hmac = (key: string | Buffer, text: string) => createHmac('sha256', key).update(text).digest();
const rfc3986 = (text: string) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function canonicalQuery(query: string): string {
  if (!query) return '';
  return query
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const [name = '', value = ''] = pair.split('=', 2).map((part) => decodeURIComponent(part.replace(/\+/g, ' ')));
      return [rfc3986(name), rfc3986(value)] as const;
    })
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}
