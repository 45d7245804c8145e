import type { AgentTag } from '@vox/contracts';
import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Home's tag filter: one chip per tag of the user's; picking the chosen one again shows every agent. */
export function AgentTagFilter({ tags, selected, onSelect }: { tags: readonly AgentTag[]; selected: string; onSelect: (tagName: string) => void }) {
  const { t } = useTranslation('agents');
  if (tags.length === 0) return null;
  return (
    <Flex wrap gap={6} align="center" role="group" aria-label={t('tags.filter')}>
      <Typography.Text type="secondary">{t('tags.filter')}</Typography.Text>
      <Tag.CheckableTag checked={selected === ''} onChange={() => onSelect('')}>{t('tags.all')}</Tag.CheckableTag>
      {tags.map((tag) => (
        <Tag.CheckableTag key={tag.id} checked={selected === tag.tagName} onChange={(checked) => onSelect(checked ? tag.tagName : '')}>
          {tag.tagName}
        </Tag.CheckableTag>
      ))}
    </Flex>
  );
}
