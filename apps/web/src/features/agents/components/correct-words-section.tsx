import { Alert, Card, Flex, Form, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/app-link.tsx';
import { paths } from '../../../config/paths.ts';
import { useCorrectWordOptions } from '../api/agent-correct-words.ts';

/** "Associated replacement words": the word files this agent's device server corrects ASR text with. */
export function CorrectWordsSection() {
  const { t } = useTranslation('agents');
  const { data, isPending, error } = useCorrectWordOptions();
  const options = (data ?? []).map((file) => ({ value: file.id, label: file.fileName, words: file.wordCount }));
  return (
    <Card title={t('section.correctWords')} variant="borderless" extra={<AppLink to={paths.replacementWordManagement}>{t('correctWords.manage')}</AppLink>}>
      <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>{t('correctWords.hint')}</Typography.Paragraph>
      {error ? <Alert type="error" showIcon title={t('correctWords.loadFailed')} description={error.message} style={{ marginBottom: 12 }} /> : null}
      <Form.Item name="correctWordFileIds" label={t('correctWords.label')} style={{ marginBottom: 0 }}>
        <Select
          mode="multiple"
          allowClear
          loading={isPending}
          placeholder={t('correctWords.placeholder')}
          optionFilterProp="label"
          options={options}
          notFoundContent={isPending ? null : t('correctWords.none')}
          optionRender={(option) => (
            <Flex justify="space-between" gap={8}>
              <Typography.Text ellipsis>{option.data.label}</Typography.Text>
              <Typography.Text type="secondary" style={{ flexShrink: 0, fontSize: 12 }}>{t('correctWords.words', { count: option.data.words })}</Typography.Text>
            </Flex>
          )}
        />
      </Form.Item>
    </Card>
  );
}
