import type { ServerModule } from '../module.ts';
import { verificationRoutes } from './verification.routes.ts';
import { KV_SERVICE_NAMES, outageAs } from '../../integrations/kv/outage-as.ts';
import { CaptchaService } from './captcha.service.ts';
import { SmsCodeService } from './sms-code.service.ts';
import { VerificationService } from './verification.service.ts';

declare module '../wiring.ts' {
  interface Services {
    captcha: CaptchaService;
    smsCodes: SmsCodeService;
    verification: VerificationService;
  }
}

export const verificationModule: ServerModule = {
  name: 'verification',
  routes: [verificationRoutes],
  services: {
    captcha: (_, { kv }) => new CaptchaService(outageAs(kv, KV_SERVICE_NAMES.captcha)),
    smsCodes: ({ params }, { kv, options, clock, log }) => new SmsCodeService({ kv: outageAs(kv, KV_SERVICE_NAMES.smsCode), sender: options.createSmsSender(params), params, clock, log }),
    verification: ({ captcha, smsCodes, params }) => new VerificationService({ captcha, smsCodes, params }),
  },
};
