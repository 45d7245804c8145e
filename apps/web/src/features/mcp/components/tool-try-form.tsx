import type { McpTool } from '@vox/contracts';
import { Alert, Button, Flex, Form, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../lib/api-failure.ts';
import { useCallTool } from '../api/instances.ts';
import { initialValues, schemaFields, toSchemaValues } from '../utils/schema-fields.ts';
import { SchemaFormFields } from './schema-form-fields.tsx';
import { ToolResult } from './tool-result.tsx';

/** "Try": a form generated from the tool's inputSchema, one real tools/call, and its result. */
export function ToolTryForm({ mcpId, tool }: { mcpId: string; tool: McpTool }) {
  const { t } = useTranslation('mcp');
  const [form] = Form.useForm<{ args: Record<string, unknown> }>();
  const fields = useMemo(() => schemaFields(tool.inputSchema), [tool.inputSchema]);
  const call = useCallTool(mcpId);
  const submit = ({ args }: { args?: Record<string, unknown> }) => call.mutate({ name: tool.name, arguments: toSchemaValues(fields, args ?? {}) });
  return (
    <Flex vertical gap={12}>
      <Form form={form} layout="vertical" onFinish={submit} initialValues={{ args: initialValues(fields) }} aria-label={t('tools.tryLabel', { name: tool.name })}>
        {fields.length === 0 ? <Typography.Paragraph type="secondary">{t('tools.noArguments')}</Typography.Paragraph> : null}
        <SchemaFormFields fields={fields} prefix={['args']} />
        <Button type="primary" htmlType="submit" loading={call.isPending}>{t('tools.run')}</Button>
      </Form>
      {call.error ? <Alert type="error" showIcon title={failureText(call.error, t('tools.callFailed'))} /> : null}
      {call.data && !call.isPending ? <ToolResult result={call.data} /> : null}
    </Flex>
  );
}
