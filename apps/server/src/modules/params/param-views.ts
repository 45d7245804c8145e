import { isEmpty, isSecretParam, type ParamRow } from '@vox/contracts';
import { formatGmt8 } from '../../lib/time.ts';
import { maskValue } from '../../lib/secret-masking.ts';
import type { SeedLabels } from '../../lib/seed-labels/index.ts';
import type { ParamRecord } from './params.repository.ts';

/** Secret values leave masked; unset markers ("null", "") stay readable so the admin sees nothing is set. */
export function maskParamValue(code: string, value: string): string {
  if (!isSecretParam(code) || isEmpty(value)) return value;
  return maskValue(value) as string;
}

export function toParamRow(row: ParamRecord, labels: SeedLabels): ParamRow {
  return {
    id: row.id,
    paramCode: row.param_code,
    paramValue: maskParamValue(row.param_code, row.param_value),
    valueType: row.value_type,
    remark: labels.text('params', row.param_code, 'remark', row.remark),
    secret: isSecretParam(row.param_code),
    createDate: formatGmt8(row.created_at),
    updateDate: formatGmt8(row.updated_at),
  };
}
