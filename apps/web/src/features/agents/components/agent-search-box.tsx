import { useTranslation } from 'react-i18next';
import { SearchInput } from '../../../components/search-input.tsx';

/** Searches by agent name, tag name or device MAC; the URL holds the applied keyword. */
export function AgentSearchBox({ keyword, onSearch }: { keyword: string; onSearch: (keyword: string) => void }) {
  const { t } = useTranslation('agents');
  return <SearchInput value={keyword} onSearch={onSearch} placeholder={t('search.placeholder')} style={{ flex: '1 1 auto', maxWidth: 320 }} />;
}
