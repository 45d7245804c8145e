import { Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNow } from '../hooks/use-now.ts';
import { formatDateTime } from '../lib/date-time.ts';
import { relativeTime } from '../lib/relative-time.ts';
import { useTimeZone } from '../stores/ui-store.ts';
import { EmptyValue } from './empty-value.tsx';

/** "5 min ago" with the exact time in a tooltip; `empty` stands in when there is no date. */
export function TimeAgo({ date, empty }: { date: Date | null; empty?: ReactNode }) {
  const { t } = useTranslation('time');
  const now = useNow();
  const zone = useTimeZone();
  if (!date) return <>{empty ?? <EmptyValue value={null} />}</>;
  const { key, ...values } = relativeTime(date, now, zone);
  const exact = formatDateTime(date, zone);
  return (
    <Tooltip title={exact}>
      <time dateTime={date.toISOString()} aria-label={exact}>
        {t(key, values)}
      </time>
    </Tooltip>
  );
}
