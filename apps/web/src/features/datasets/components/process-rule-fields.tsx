import { AUTOMATIC_CHUNK_OVERLAP, AUTOMATIC_MAX_TOKENS, SEGMENT_MAX_TOKENS_MAX, SEGMENT_MAX_TOKENS_MIN, SEPARATOR_MAX } from '@vox/contracts';
import { Checkbox, Col, Form, Input, InputNumber, Radio, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The segmentation fields of the upload and paste dialogs, kept under the form's `rule` value (ProcessRuleValues). */
export function ProcessRuleFields() {
  const { t } = useTranslation('datasets');
  const form = Form.useFormInstance();
  const mode = Form.useWatch(['rule', 'mode'], form) as string | undefined;
  return (
    <>
      <Form.Item name={['rule', 'mode']} label={t('rule.title')} style={{ marginBottom: 8 }}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'automatic', label: t('rule.automatic') },
            { value: 'custom', label: t('rule.custom') },
          ]}
        />
      </Form.Item>
      {mode === 'custom' ? (
        <>
          <Row gutter={12}>
            <Col xs={24} sm={8}>
              <Form.Item name={['rule', 'separator']} label={t('rule.separator')} extra={t('rule.separatorHint')} rules={[{ required: true, message: t('rule.separatorRequired') }]}>
                <Input maxLength={SEPARATOR_MAX * 2} />
              </Form.Item>
            </Col>
            <Col xs={12} sm={8}>
              <Form.Item
                name={['rule', 'maxTokens']}
                label={t('rule.maxTokens')}
                extra={t('rule.maxTokensHint', { min: SEGMENT_MAX_TOKENS_MIN, max: SEGMENT_MAX_TOKENS_MAX })}
                rules={[{ required: true, type: 'integer', min: SEGMENT_MAX_TOKENS_MIN, max: SEGMENT_MAX_TOKENS_MAX, message: t('rule.maxTokensHint', { min: SEGMENT_MAX_TOKENS_MIN, max: SEGMENT_MAX_TOKENS_MAX }) }]}
              >
                <InputNumber min={SEGMENT_MAX_TOKENS_MIN} max={SEGMENT_MAX_TOKENS_MAX} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={12} sm={8}>
              <Form.Item
                name={['rule', 'chunkOverlap']}
                label={t('rule.chunkOverlap')}
                extra={t('rule.chunkOverlapHint')}
                dependencies={[['rule', 'maxTokens']]}
                rules={[
                  { required: true, type: 'integer', min: 0, message: t('rule.chunkOverlapHint') },
                  ({ getFieldValue }) => ({
                    validator: (_, value: number | null) =>
                      value === null || value === undefined || value < Number(getFieldValue(['rule', 'maxTokens'])) ? Promise.resolve() : Promise.reject(new Error(t('rule.overlapTooLarge'))),
                  }),
                ]}
              >
                <InputNumber min={0} max={SEGMENT_MAX_TOKENS_MAX} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item name={['rule', 'removeExtraSpaces']} valuePropName="checked" style={{ marginBottom: 4 }}>
            <Checkbox>{t('rule.removeExtraSpaces')}</Checkbox>
          </Form.Item>
          <Form.Item name={['rule', 'removeUrlsEmails']} valuePropName="checked">
            <Checkbox>{t('rule.removeUrlsEmails')}</Checkbox>
          </Form.Item>
        </>
      ) : (
        <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>{t('rule.automaticHint', { tokens: AUTOMATIC_MAX_TOKENS, overlap: AUTOMATIC_CHUNK_OVERLAP })}</Typography.Paragraph>
      )}
    </>
  );
}
