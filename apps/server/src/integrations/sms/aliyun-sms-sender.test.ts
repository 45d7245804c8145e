import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, solveCaptcha, TestClock } from '../../../test/helper.ts';
import { AliyunSmsSender, aliyunPhoneNumber, type AliyunSmsConfig } from './aliyun-sms-sender.ts';
import { signRpcRequest } from './aliyun-signature.ts';
import { SmsSendError } from './sms-sender.ts';

const CONFIG: AliyunSmsConfig = { accessKeyId: 'LTAI-test', accessKeySecret: 'sekret/+=', signName: '智控台', templateCode: 'SMS_123' };

/** Independent RFC 3986 encoder and signature check, written from Aliyun's documentation, not from the adapter. */
function rfc3986(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase());
}
function expectedSignature(method: string, query: URLSearchParams, secret: string): string {
  const pairs = [...query.entries()].filter(([key]) => key !== 'Signature').sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const canonical = pairs.map(([key, value]) => `${rfc3986(key)}=${rfc3986(value)}`).join('&');
  const toSign = `${method}&${rfc3986('/')}&${rfc3986(canonical)}`;
  return createHmac('sha1', `${secret}&`).update(toSign).digest('base64');
}

interface Received {
  query: URLSearchParams;
  signatureValid: boolean;
}

describe('AliyunSmsSender against a fake Dysmsapi', () => {
  const received: Received[] = [];
  let server: Server;
  let endpoint: string;

  beforeAll(async () => {
    server = createServer((req, res) => {
      const query = new URL(req.url ?? '/', 'http://fake').searchParams;
      const signatureValid = query.get('Signature') === expectedSignature(req.method ?? 'GET', query, CONFIG.accessKeySecret);
      received.push({ query, signatureValid });
      res.setHeader('content-type', 'application/json');
      if (!signatureValid) return res.end(JSON.stringify({ Code: 'SignatureDoesNotMatch', Message: 'Specified signature is not matched with our calculation.' }));
      if (query.get('PhoneNumbers') === '13900000000') return res.end(JSON.stringify({ Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发天级流控Permits:10' }));
      res.end(JSON.stringify({ Code: 'OK', Message: 'OK', BizId: '900619746936498440^0', RequestId: 'F655A8D5-B967-440B-8683-DAD6FF8DE990' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const sender = (config: AliyunSmsConfig = CONFIG) =>
    new AliyunSmsSender({ endpoint, clock: new TestClock(Date.parse('2025-06-01T04:05:06.789Z')), loadConfig: async () => config });

  it('matches the signature example of Aliyun’s documentation', () => {
    const signature = signRpcRequest(
      'GET',
      {
        AccessKeyId: 'testId',
        Action: 'SendSms',
        Format: 'XML',
        OutId: '123',
        PhoneNumbers: '15300000001',
        RegionId: 'cn-hangzhou',
        SignName: '阿里云短信测试专用',
        SignatureMethod: 'HMAC-SHA1',
        SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
        SignatureVersion: '1.0',
        TemplateCode: 'SMS_71390007',
        TemplateParam: '{"customer":"test"}',
        Timestamp: '2017-07-12T02:42:19Z',
        Version: '2017-05-25',
      },
      'testSecret',
    );
    expect(signature).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
  });

  it('sends a correctly signed SendSms request and succeeds on Code OK', async () => {
    await sender().sendVerificationCode('+8613800138000', '123456');
    const last = received.at(-1)!;
    expect(last.signatureValid).toBe(true);
    expect(Object.fromEntries(last.query)).toMatchObject({
      Action: 'SendSms',
      Version: '2017-05-25',
      Format: 'JSON',
      AccessKeyId: 'LTAI-test',
      PhoneNumbers: '13800138000',
      SignName: '智控台',
      TemplateCode: 'SMS_123',
      TemplateParam: '{"code":"123456"}',
      SignatureMethod: 'HMAC-SHA1',
      SignatureVersion: '1.0',
      Timestamp: '2025-06-01T04:05:06Z',
    });
    expect(last.query.get('SignatureNonce')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('raises the provider message when Code is not OK', async () => {
    const error = await sender().sendVerificationCode('+8613900000000', '123456').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsSendError);
    expect((error as SmsSendError).reason).toBe('触发天级流控Permits:10');
  });

  it('is rejected by the provider when the secret is wrong', async () => {
    const error = await sender({ ...CONFIG, accessKeySecret: 'other' }).sendVerificationCode('+8613800138000', '1').catch((e: unknown) => e);
    expect((error as SmsSendError).reason).toContain('signature');
  });

  it('says plainly when it is not configured, without calling out', async () => {
    const before = received.length;
    const error = await sender({ ...CONFIG, accessKeyId: '' }).sendVerificationCode('+8613800138000', '1').catch((e: unknown) => e);
    expect((error as SmsSendError).reason).toMatch(/not configured/);
    expect(received.length).toBe(before);
  });

  it('formats numbers as Aliyun expects', () => {
    expect(aliyunPhoneNumber('+8613800138000')).toBe('13800138000');
    expect(aliyunPhoneNumber('+85261234567')).toBe('85261234567');
  });

  it('is wired to SMS_PROVIDER=aliyun and the aliyun.sms.* params', async () => {
    const app = await buildTestApp({ sms: undefined, config: { smsProvider: 'aliyun', aliyunSmsEndpoint: endpoint } });
    try {
      const send = async (phone: string) => {
        const captcha = await solveCaptcha(app);
        return call(app, { method: 'POST', url: '/xiaozhi/user/smsVerification', payload: { phone, captcha: captcha.answer, captchaId: captcha.uuid } });
      };
      expect((await send('+8613800138000')).msg).toMatch(/^短信发送失败：Aliyun SMS is not configured/);
      await app.services.params.set('aliyun.sms.access_key_id', CONFIG.accessKeyId);
      await app.services.params.set('aliyun.sms.access_key_secret', CONFIG.accessKeySecret);
      await app.services.params.set('aliyun.sms.sign_name', CONFIG.signName);
      await app.services.params.set('aliyun.sms.sms_code_template_code', CONFIG.templateCode);
      expect((await send('+8613800138000')).code).toBe(0);
      const code = JSON.parse(received.at(-1)!.query.get('TemplateParam')!).code as string;
      expect(await app.services.smsCodes.verify('+8613800138000', code)).toBe(true);
      expect(await send('+8613900000000')).toMatchObject({ code: 10055, msg: '短信发送失败：触发天级流控Permits:10' });
    } finally {
      await app.close();
    }
  });
});
