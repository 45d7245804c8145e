import { randomUUID } from 'node:crypto';
import type { Clock } from '../../lib/clock.ts';
import { canonicalQuery, percentEncode, signRpcRequest } from './aliyun-signature.ts';
import { SmsSendError, type SmsSender } from './sms-sender.ts';

export interface AliyunSmsConfig {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
}

export interface AliyunSmsOptions {
  endpoint: string;
  /** Read on every send so that admins can change the aliyun.sms.* params without a restart. */
  loadConfig: () => Promise<AliyunSmsConfig>;
  clock: Clock;
  timeoutMs?: number;
}

/** Aliyun Dysmsapi SendSms, RPC style with signature v1. Mainland numbers go without +86, others as country code + number. */
export function aliyunPhoneNumber(phone: string): string {
  return phone.startsWith('+86') ? phone.slice(3) : phone.replace(/^\+/, '');
}

export class AliyunSmsSender implements SmsSender {
  readonly #options: AliyunSmsOptions;

  constructor(options: AliyunSmsOptions) {
    this.#options = options;
  }

  async sendVerificationCode(phone: string, code: string): Promise<void> {
    const config = await this.#options.loadConfig();
    if (!config.accessKeyId || !config.accessKeySecret || !config.signName || !config.templateCode) {
      throw new SmsSendError('Aliyun SMS is not configured (params aliyun.sms.*)');
    }
    const params = this.#requestParams(config, phone, code);
    const signature = signRpcRequest('GET', params, config.accessKeySecret);
    const url = `${this.#options.endpoint.replace(/\/+$/, '')}/?Signature=${percentEncode(signature)}&${canonicalQuery(params)}`;
    const body = await this.#call(url);
    if (body.Code !== 'OK') throw new SmsSendError(body.Message ?? body.Code ?? 'unknown provider error');
  }

  #requestParams(config: AliyunSmsConfig, phone: string, code: string): Record<string, string> {
    return {
      AccessKeyId: config.accessKeyId,
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: aliyunPhoneNumber(phone),
      RegionId: 'cn-hangzhou',
      SignName: config.signName,
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: randomUUID(),
      SignatureVersion: '1.0',
      TemplateCode: config.templateCode,
      TemplateParam: JSON.stringify({ code }),
      Timestamp: new Date(this.#options.clock.now()).toISOString().replace(/\.\d{3}Z$/, 'Z'),
      Version: '2017-05-25',
    };
  }

  async #call(url: string): Promise<{ Code?: string; Message?: string }> {
    let response: Response;
    try {
      // A configured endpoint, trusted; still no redirect, so the signed request goes nowhere else.
      response = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(this.#options.timeoutMs ?? 10_000) });
    } catch (error) {
      throw new SmsSendError('cannot reach the Aliyun SMS service', { cause: error });
    }
    try {
      return (await response.json()) as { Code?: string; Message?: string };
    } catch (error) {
      throw new SmsSendError(`unexpected Aliyun SMS response (HTTP ${response.status})`, { cause: error });
    }
  }
}
