import { z } from 'zod';

/** GET /health: the process is alive and answering (liveness; restart it when this fails). */
export const liveness = z.object({
  status: z.literal('ok'),
  version: z.string(),
  uptime_seconds: z.number(),
});
export type Liveness = z.infer<typeof liveness>;

/** One dependency the console cannot serve without. */
export const readinessCheck = z.object({
  name: z.enum(['database', 'storage', 'redis']),
  ok: z.boolean(),
  latency_ms: z.number(),
  /** Why it failed; absent when ok. */
  error: z.string().optional(),
});

/** GET /ready: whether to send traffic here (answered with HTTP 503 when any check fails). */
export const readiness = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.array(readinessCheck),
});
export type Readiness = z.infer<typeof readiness>;

export const operationsMessages = {
  metricsOff: { zh_CN: '指标未开启：请在参数管理中设置 metrics.token', zh_TW: '指標未開啟：請在參數管理中設定 metrics.token', en: 'Metrics are off: set the metrics.token param', de: 'Metriken sind aus: Setzen Sie den Parameter metrics.token', vi: 'Số liệu đang tắt: hãy đặt tham số metrics.token', pt_BR: 'As métricas estão desligadas: defina o parâmetro metrics.token' },
  metricsTokenWrong: { zh_CN: '指标令牌错误', zh_TW: '指標權杖錯誤', en: 'Wrong metrics token', de: 'Falscher Metrik-Token', vi: 'Sai token số liệu', pt_BR: 'Token de métricas errado' },
} as const;
