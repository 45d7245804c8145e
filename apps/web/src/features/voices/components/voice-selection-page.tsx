import type { V1Voice } from '@vox/contracts';
import { Card, Col, Empty, Grid, Row, Spin, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useTableUrlState } from '../../../hooks/use-table-url-state.ts';
import { toVoicesQuery, useVoices, VOICE_FILTERS } from '../api/get-voices.ts';
import { distinct } from '../utils/voice-tags.ts';
import { UseForAgentModal } from './use-for-agent-modal.tsx';
import { VoiceCard } from './voice-card.tsx';
import { VoiceFilters } from './voice-filters.tsx';

export function VoiceSelectionPage() {
  const { t } = useTranslation('voices');
  const wide = Grid.useBreakpoint().md ?? false;
  const [params] = useSearchParams();
  const { filters, setFilter } = useTableUrlState(VOICE_FILTERS);
  const query = toVoicesQuery(filters);
  const { data, isFetching } = useVoices(query);
  // Languages and profiles have no fixed list; the unfiltered catalogue (cached) supplies the choices.
  const all = useVoices(toVoicesQuery({}));
  const languages = useMemo(() => distinct(all.data ?? [], (voice) => voice.tags.languages), [all.data]);
  const profiles = useMemo(() => distinct(all.data ?? [], (voice) => [voice.tags.profile]), [all.data]);
  const [using, setUsing] = useState<V1Voice | null>(null);
  const voices = data ?? [];

  return (
    <>
      <Typography.Title level={4} style={{ marginTop: 0 }}>{t('title')}</Typography.Title>
      <Card variant="borderless" styles={{ body: { padding: wide ? 24 : 12 } }}>
        <VoiceFilters filters={filters} onChange={setFilter} languages={languages} profiles={profiles} wide={wide} />
        <Spin spinning={isFetching}>
          {voices.length === 0 && !isFetching ? (
            <Empty description={t('empty')} />
          ) : (
            <Row gutter={[12, 12]}>
              {voices.map((voice) => (
                <Col key={voice.id} xs={24} sm={12} lg={8} xxl={6}>
                  <VoiceCard voice={voice} onUse={setUsing} />
                </Col>
              ))}
            </Row>
          )}
        </Spin>
      </Card>
      <UseForAgentModal voice={using} preferredAgentId={params.get('agentId') ?? ''} onClose={() => setUsing(null)} />
    </>
  );
}
