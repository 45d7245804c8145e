import { SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';

/** Searches 300 ms after typing stops (SPEC §9); the URL holds the applied keyword. */
export function AgentSearchBox({ keyword, onSearch }: { keyword: string; onSearch: (keyword: string) => void }) {
  const { t } = useTranslation('agents');
  const [text, setText] = useState(keyword);
  const debounced = useDebouncedValue(text.trim());
  useEffect(() => {
    if (debounced !== keyword) onSearch(debounced);
    // Typing drives the URL; a URL change from elsewhere (back button) refills the box below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  useEffect(() => {
    if (keyword !== debounced) setText(keyword);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keyword]);
  return (
    <Input
      allowClear
      prefix={<SearchOutlined />}
      placeholder={t('search.placeholder')}
      aria-label={t('search.placeholder')}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onPressEnter={() => onSearch(text.trim())}
      style={{ flex: '1 1 auto', maxWidth: 320 }}
    />
  );
}
