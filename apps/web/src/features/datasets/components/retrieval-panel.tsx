import { type Dataset, RETRIEVE_QUERY_MAX, type RetrieveAnswer, SEARCH_METHODS, type SearchMethod, TOP_K_MAX, TOP_K_MIN } from '@vox/contracts';
import { Alert, Button, Card, Col, Empty, Flex, Form, Input, InputNumber, Row, Select, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ExperimentOutlined } from '../../../components/icons.tsx';
import { failureText } from '../../../lib/api-failure.ts';
import { useRetrieve } from '../api/segments.ts';

const DEFAULT = 'default';

interface Values {
  query: string;
  method: SearchMethod | typeof DEFAULT;
  topK: number;
  threshold: number;
}

function Hits({ answer }: { answer: RetrieveAnswer }) {
  const { t } = useTranslation('datasets');
  if (answer.records.length === 0) {
    const best = answer.best_score_below_threshold;
    const why = best != null && answer.score_threshold != null ? t('hit.belowThreshold', { best: best.toFixed(2), threshold: answer.score_threshold.toFixed(2) }) : null;
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={why ?? t('hit.noHits')} />;
  }
  return (
    <Flex vertical gap={10}>
      <Typography.Text type="secondary">{t('hit.found', { count: answer.records.length, method: t(`search.${answer.search_method}`) })}</Typography.Text>
      {answer.records.map((record) => (
        <Card key={record.segment.id} size="small" data-testid="hit">
          <Flex justify="space-between" align="center" gap={8} wrap style={{ marginBottom: 6 }}>
            <Tag color="blue" style={{ fontVariantNumeric: 'tabular-nums' }}>{t('hit.score')} {record.score.toFixed(2)}</Tag>
            <Typography.Text type="secondary" ellipsis={{ tooltip: record.segment.document_name }} style={{ flex: '1 1 120px', minWidth: 0, textAlign: 'end', fontSize: 12 }}>
              {record.segment.document_name} · #{record.segment.position}
            </Typography.Text>
          </Flex>
          <Typography.Paragraph ellipsis={{ rows: 6, expandable: 'collapsible' }} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', marginBottom: 0 }}>
            {record.segment.content}
          </Typography.Paragraph>
        </Card>
      ))}
    </Flex>
  );
}

/** Hit testing, as Dify has it: a question in, the segments it would bring back with their scores and documents out. */
export function RetrievalPanel({ dataset }: { dataset: Dataset }) {
  const { t } = useTranslation('datasets');
  const [form] = Form.useForm<Values>();
  const retrieve = useRetrieve(dataset.id);
  const run = (values: Values) =>
    retrieve.mutate({ query: values.query.trim(), top_k: values.topK, score_threshold: values.threshold, search_method: values.method === DEFAULT ? null : values.method });

  const result = () => {
    if (retrieve.error) return <Alert type="error" showIcon title={t('hit.failed')} description={failureText(retrieve.error, t('hit.failed'))} />;
    if (retrieve.data) return <Hits answer={retrieve.data} />;
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={dataset.document_count === 0 ? t('hit.noDocuments') : t('hit.waiting')} />;
  };

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={10}>
        <Typography.Paragraph type="secondary">{t('hit.intro')}</Typography.Paragraph>
        <Form<Values>
          form={form}
          layout="vertical"
          initialValues={{ query: '', method: DEFAULT, topK: dataset.retrieval_model.top_k, threshold: dataset.retrieval_model.score_threshold }}
          onFinish={run}
          aria-label={t('hit.title')}
        >
          <Form.Item name="query" label={t('hit.query')} rules={[{ required: true, whitespace: true, message: t('hit.queryRequired') }]}>
            <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={RETRIEVE_QUERY_MAX} showCount placeholder={t('hit.queryPlaceholder')} />
          </Form.Item>
          <Form.Item name="method" label={t('hit.method')}>
            <Select options={[{ value: DEFAULT, label: t('hit.methodDefault') }, ...SEARCH_METHODS.map((value) => ({ value, label: t(`search.${value}`) }))]} />
          </Form.Item>
          <Row gutter={12}>
            <Col span={12}>
              <Form.Item name="topK" label={t('hit.topK')} rules={[{ required: true }]}>
                <InputNumber min={TOP_K_MIN} max={TOP_K_MAX} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="threshold" label={t('hit.threshold')} rules={[{ required: true }]}>
                <InputNumber min={0} max={1} step={0.05} precision={2} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          </Row>
          <Button type="primary" htmlType="submit" icon={<ExperimentOutlined />} loading={retrieve.isPending}>{t('hit.run')}</Button>
        </Form>
      </Col>
      <Col xs={24} lg={14} aria-live="polite">
        {result()}
      </Col>
    </Row>
  );
}
