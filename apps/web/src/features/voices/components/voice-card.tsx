import type { V1Voice } from '@vox/contracts';
import { Button, Card, Flex, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PlayButton } from './play-button.tsx';

/** One catalogue voice: name, its tags as labels, a demo and "use for agent". */
export function VoiceCard({ voice, onUse }: { voice: V1Voice; onUse: (voice: V1Voice) => void }) {
  const { t } = useTranslation('voices');
  const { tags } = voice;
  const label = (group: 'age' | 'gender' | 'style' | 'scene' | 'language' | 'profile', code: string) => t(`${group}.${code}` as 'age.adult', { defaultValue: code });
  return (
    <Card size="small" styles={{ body: { display: 'flex', flexDirection: 'column', gap: 10, height: '100%' } }} style={{ height: '100%' }}>
      <Flex align="center" gap={12}>
        <PlayButton url={voice.demo} />
        <div style={{ minWidth: 0, flex: 1 }}>
          <Typography.Text strong ellipsis={{ tooltip: voice.name }} style={{ display: 'block' }}>{voice.name}</Typography.Text>
          <Typography.Text type="secondary" ellipsis style={{ fontSize: 12, display: 'block' }}>
            {[tags.gender ? label('gender', tags.gender) : '', tags.age ? label('age', tags.age) : '', tags.languages.map((code) => label('language', code)).join(' / ')].filter(Boolean).join(' · ')}
          </Typography.Text>
        </div>
      </Flex>
      <Space size={[4, 4]} wrap style={{ flex: 1, alignContent: 'flex-start' }}>
        {tags.styles.map((code) => <Tag key={`style-${code}`} color="magenta">{label('style', code)}</Tag>)}
        {tags.scenes.map((code) => <Tag key={`scene-${code}`} color="blue">{label('scene', code)}</Tag>)}
        {tags.profile ? <Tag>{label('profile', tags.profile)}</Tag> : null}
      </Space>
      <Button block onClick={() => onUse(voice)}>{t('card.use')}</Button>
    </Card>
  );
}
