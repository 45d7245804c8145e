export interface ParamValue {
  param_code: string;
  param_value: string;
  value_type: string;
}

/** Secrets the device server never reads stay in the console (upstream's server-base leaked them). */
const WITHHELD = (code: string) => code === 'server.private_key' || code.startsWith('aliyun.sms.');

function typed(param: ParamValue): unknown {
  const value = param.param_value;
  switch (param.value_type.toLowerCase()) {
    case 'number': {
      const number = Number(value);
      return value.trim() !== '' && Number.isFinite(number) ? number : value;
    }
    case 'boolean':
      return value.trim().toLowerCase() === 'true';
    case 'array':
      return value.split(';').map((item) => item.trim()).filter(Boolean);
    case 'json':
      try {
        return JSON.parse(value);
      } catch {
        return value;
      }
    default:
      return value;
  }
}

/** `server.websocket` → `{server: {websocket: …}}`, values typed by `value_type`. */
export function paramTree(params: readonly ParamValue[]): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const param of params) {
    if (WITHHELD(param.param_code)) continue;
    const keys = param.param_code.split('.');
    let node = root;
    for (const key of keys.slice(0, -1)) {
      if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
      node = node[key] as Record<string, unknown>;
    }
    node[keys.at(-1)!] = typed(param);
  }
  return root;
}
