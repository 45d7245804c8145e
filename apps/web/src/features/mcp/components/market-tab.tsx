import type { McpServer } from '@vox/contracts';
import { Alert, Col, Empty, Flex, Row, Select, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '../../../components/search-input.tsx';
import { useTableUrlState } from '../../../hooks/use-table-url-state.ts';
import { failureText } from '../../../lib/api-failure.ts';
import { useMarketServers } from '../api/store-servers.ts';
import { allTags, filterServers } from '../utils/market-filter.ts';
import { ServerCard } from './server-card.tsx';
import { ServerDrawer } from './server-drawer.tsx';
import { SubscribeDialog } from './subscribe-dialog.tsx';

const FILTERS = ['keyword', 'tag'] as const;

/** Published public servers, searchable and filterable by tag (kept in the URL); details and subscribe. */
export function MarketTab() {
  const { t } = useTranslation('mcp');
  const { filters, setFilter } = useTableUrlState(FILTERS);
  const { data = [], isFetching, error } = useMarketServers();
  const tags = useMemo(() => allTags(data), [data]);
  const servers = useMemo(() => filterServers(data, filters.keyword, filters.tag), [data, filters.keyword, filters.tag]);
  const [open, setOpen] = useState<McpServer | null>(null);
  const [subscribing, setSubscribing] = useState<McpServer | null>(null);
  const subscribe = (server: McpServer) => {
    setOpen(null);
    setSubscribing(server);
  };

  return (
    <>
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <SearchInput value={filters.keyword} onSearch={(value) => setFilter('keyword', value)} placeholder={t('market.search')} style={{ flex: '1 1 240px', maxWidth: 360 }} />
        <Select
          allowClear
          aria-label={t('market.tag')}
          placeholder={t('market.allTags')}
          value={filters.tag || undefined}
          onChange={(value?: string) => setFilter('tag', value ?? '')}
          options={tags.map((tag) => ({ value: tag, label: tag }))}
          style={{ flex: '1 1 160px', maxWidth: 240 }}
        />
      </Flex>
      {error ? <Alert type="error" showIcon title={failureText(error, t('market.loadFailed'))} style={{ marginBottom: 16 }} /> : null}
      <Spin spinning={isFetching}>
        {servers.length === 0 && !isFetching ? (
          <Empty description={data.length === 0 ? t('market.empty') : t('market.noMatch')} />
        ) : (
          <Row gutter={[12, 12]}>
            {servers.map((server) => (
              <Col key={server.id} xs={24} sm={12} xl={8} xxl={6}>
                <ServerCard server={server} onOpen={setOpen} onSubscribe={subscribe} />
              </Col>
            ))}
          </Row>
        )}
      </Spin>
      <ServerDrawer server={open} onClose={() => setOpen(null)} onSubscribe={subscribe} />
      <SubscribeDialog server={subscribing} onClose={() => setSubscribing(null)} />
    </>
  );
}
