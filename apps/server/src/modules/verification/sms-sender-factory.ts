import { AliyunSmsSender } from '../../integrations/sms/aliyun-sms-sender.ts';
import { LogSmsSender } from '../../integrations/sms/log-sms-sender.ts';
import type { SmsSender } from '../../integrations/sms/sms-sender.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';
import type { ParamsService } from '../params/index.ts';

export interface SmsSenderOptions {
  provider: 'log' | 'aliyun';
  aliyunEndpoint: string;
  params: ParamsService;
  clock: Clock;
  log: Logger;
}

export function createSmsSender({ provider, aliyunEndpoint, params, clock, log }: SmsSenderOptions): SmsSender {
  if (provider === 'log') return new LogSmsSender(log);
  return new AliyunSmsSender({
    endpoint: aliyunEndpoint,
    clock,
    loadConfig: async () => ({
      accessKeyId: await params.text('aliyun.sms.access_key_id'),
      accessKeySecret: await params.text('aliyun.sms.access_key_secret'),
      signName: await params.text('aliyun.sms.sign_name'),
      templateCode: await params.text('aliyun.sms.sms_code_template_code'),
    }),
  });
}
