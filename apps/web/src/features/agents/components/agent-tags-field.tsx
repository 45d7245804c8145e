import { AGENT_TAG_NAME_MAX, AGENT_TAGS_PER_AGENT_MAX } from '@vox/contracts';
import { Button, Flex, Input, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlusOutlined } from '../../../components/icons.tsx';

interface Props {
  value?: string[];
  onChange?: (value: string[]) => void;
  disabled?: boolean;
}

/**
 * The role-config header's tags: closable chips and "+ Add tag", whose input (at most 20 characters)
 * confirms on Enter or blur. A name already there is not added twice. Nothing is sent until the configuration is saved.
 */
export function AgentTagsField({ value = [], onChange, disabled }: Props) {
  const { t } = useTranslation('agents');
  const [adding, setAdding] = useState(false);
  const [draft, setDraft] = useState('');
  const full = value.length >= AGENT_TAGS_PER_AGENT_MAX;

  const confirm = () => {
    const name = draft.trim();
    if (name !== '' && !value.includes(name) && !full) onChange?.([...value, name]);
    setDraft('');
    setAdding(false);
  };

  return (
    <Flex wrap gap={6} align="center" role="group" aria-label={t('tags.label')}>
      {value.map((name) => (
        <Tag
          key={name}
          color="blue"
          closable={!disabled}
          closeIcon={<span aria-label={t('tags.remove', { name })}>×</span>}
          onClose={(event) => {
            event.preventDefault();
            onChange?.(value.filter((other) => other !== name));
          }}
          style={{ marginInlineEnd: 0 }}
        >
          {name}
        </Tag>
      ))}
      {adding ? (
        <Input
          size="small"
          autoFocus
          value={draft}
          maxLength={AGENT_TAG_NAME_MAX}
          aria-label={t('tags.newName')}
          placeholder={t('tags.placeholder', { max: AGENT_TAG_NAME_MAX })}
          style={{ width: 180 }}
          onChange={(event) => setDraft(event.target.value)}
          onPressEnter={(event) => {
            // Enter confirms the tag, it does not submit the configuration form.
            event.preventDefault();
            confirm();
          }}
          onBlur={confirm}
        />
      ) : (
        <Button size="small" type="dashed" icon={<PlusOutlined />} disabled={disabled || full} onClick={() => setAdding(true)}>
          {t('tags.add')}
        </Button>
      )}
    </Flex>
  );
}
