import { ErrorCode, type ErrorCodeValue } from '@vox/contracts';
import { httpGetText } from '../../../integrations/net/http-get.ts';
import { describeNetFailure } from '../../../integrations/net/net-failure.ts';
import { AppError } from '../../../lib/app-error.ts';
import { isLoopbackHost, parseUrl } from './loopback.ts';
import type { LiveCheckDeps } from './live-check-deps.ts';

/** A service the console GETs to prove an address works, and what its answer must contain. */
interface HealthRule {
  expect: string;
  keyRequired: boolean;
  suffix?: string;
  codes: { format: ErrorCodeValue; notHttp: ErrorCodeValue; loopback: ErrorCodeValue; noKey?: ErrorCodeValue; suffix?: ErrorCodeValue; unreachable: ErrorCodeValue; status: ErrorCodeValue; body: ErrorCodeValue };
}

/** Upstream's OTA GET answers "OTA接口运行正常…". */
export const OTA_RULE: HealthRule = {
  expect: 'OTA', keyRequired: false, suffix: '/ota/',
  codes: { format: ErrorCode.OTA_URL_FORMAT, notHttp: ErrorCode.OTA_URL_NOT_HTTP, loopback: ErrorCode.OTA_URL_LOOPBACK, suffix: ErrorCode.OTA_URL_SUFFIX, unreachable: ErrorCode.OTA_URL_UNREACHABLE, status: ErrorCode.OTA_URL_STATUS, body: ErrorCode.OTA_URL_BODY },
};

/** The MCP endpoint server's health address (…/mcp_endpoint/health?key=…) answers with "success". */
export const MCP_RULE: HealthRule = {
  expect: 'success', keyRequired: true,
  codes: { format: ErrorCode.MCP_URL_FORMAT, notHttp: ErrorCode.MCP_URL_FORMAT, loopback: ErrorCode.MCP_URL_LOOPBACK, noKey: ErrorCode.MCP_URL_NO_KEY, unreachable: ErrorCode.MCP_URL_UNREACHABLE, status: ErrorCode.MCP_URL_STATUS, body: ErrorCode.MCP_URL_BODY },
};

/** The voiceprint service's health address (…/voiceprint/health?key=…) answers with "healthy". */
export const VOICEPRINT_RULE: HealthRule = {
  expect: 'healthy', keyRequired: true,
  codes: { format: ErrorCode.VOICEPRINT_URL_FORMAT, notHttp: ErrorCode.VOICEPRINT_URL_NOT_HTTP, loopback: ErrorCode.VOICEPRINT_URL_LOOPBACK, noKey: ErrorCode.VOICEPRINT_URL_NO_KEY, unreachable: ErrorCode.VOICEPRINT_URL_UNREACHABLE, status: ErrorCode.VOICEPRINT_URL_STATUS, body: ErrorCode.VOICEPRINT_URL_BODY },
};

export async function checkHealthUrl(value: string, rule: HealthRule, deps: LiveCheckDeps): Promise<void> {
  const raw = value.trim();
  const { codes } = rule;
  const url = parseUrl(raw);
  if (!url) throw new AppError(codes.format, [raw]);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new AppError(codes.notHttp, [raw]);
  if (isLoopbackHost(url.hostname)) throw new AppError(codes.loopback, [raw]);
  if (rule.keyRequired && codes.noKey && !url.searchParams.get('key')) throw new AppError(codes.noKey, [raw]);
  if (rule.suffix && codes.suffix && !raw.endsWith(rule.suffix)) throw new AppError(codes.suffix, [raw]);
  const answer = await httpGetText(raw, deps.timeoutMs);
  if (!answer.ok) throw new AppError(codes.unreachable, [raw, describeNetFailure(answer.failure, answer.detail)]);
  if (answer.status < 200 || answer.status >= 300) throw new AppError(codes.status, [raw, answer.status]);
  if (!answer.body.includes(rule.expect)) throw new AppError(codes.body, [raw]);
}
