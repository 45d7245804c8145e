import { AUDIT_ACTIONS, type AuditAction } from '@vox/contracts';
import { DatePicker, Flex, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '../../../components/search-input.tsx';
import { actionLabel } from './audit-columns.tsx';

const DAY = 'YYYY-MM-DD';
const asDay = (value: Dayjs | null) => (value ? value.format(DAY) : '');
const asDate = (day: string) => (day ? dayjs(day, DAY) : null);

export type AuditFilterKey = 'user' | 'action' | 'from' | 'to';

interface Props {
  filters: { user: string; action: AuditAction | ''; from: string; to: string };
  onChange: (key: AuditFilterKey, value: string) => void;
  wide: boolean;
}

/** User (phone part or id), action from the catalogue, and calendar days (of the user's zone, as the server reads them). */
export function AuditFilters({ filters, onChange, wide }: Props) {
  const { t } = useTranslation('audit');
  const pickerStyle = { width: wide ? 160 : '100%' };
  return (
    <Flex gap={8} wrap vertical={!wide} style={{ marginBottom: 16 }}>
      <SearchInput value={filters.user} onSearch={(user) => onChange('user', user)} placeholder={t('filter.user')} style={{ maxWidth: wide ? 260 : undefined }} />
      <Select
        allowClear
        aria-label={t('filter.action')}
        placeholder={t('filter.action')}
        value={filters.action || undefined}
        onChange={(value?: string) => onChange('action', value ?? '')}
        options={AUDIT_ACTIONS.map((name) => ({ value: name, label: actionLabel(t, name) }))}
        style={{ width: wide ? 200 : '100%' }}
      />
      <DatePicker
        aria-label={t('filter.from')}
        placeholder={t('filter.from')}
        value={asDate(filters.from)}
        maxDate={asDate(filters.to) ?? undefined}
        onChange={(value) => onChange('from', asDay(value))}
        style={pickerStyle}
      />
      <DatePicker
        aria-label={t('filter.to')}
        placeholder={t('filter.to')}
        value={asDate(filters.to)}
        minDate={asDate(filters.from) ?? undefined}
        onChange={(value) => onChange('to', asDay(value))}
        style={pickerStyle}
      />
    </Flex>
  );
}
