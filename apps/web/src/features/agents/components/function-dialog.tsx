import { AGENT_DATASETS_MAX, fieldRule, type FieldRule } from '@vox/contracts';
import { Alert, Checkbox, Col, Empty, Flex, Form, Input, Modal, Row, Select, Switch, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchOutlined } from '../../../components/icons.tsx';
import type { AgentFunctionValue } from '../utils/agent-form.ts';
import { paramFormValues, paramProblem, type ParamProblem, type PluginField, type PluginOption, toParams } from '../utils/plugin-params.ts';

export interface FunctionChoice {
  functions: AgentFunctionValue[];
  datasetIds: string[];
}

interface Props {
  open: boolean;
  options: readonly PluginOption[];
  value: FunctionChoice;
  onCancel: () => void;
  onSave: (choice: FunctionChoice) => void;
}

function problemText(t: TFunction<'agents'>, problem: ParamProblem, label: string): string {
  switch (problem.reason) {
    case 'required':
      return t('functions.rule.required', { label });
    case 'range':
      if (problem.min !== undefined && problem.max !== undefined) return t('functions.rule.between', { min: problem.min, max: problem.max });
      return problem.min !== undefined ? t('functions.rule.atLeast', { min: problem.min }) : t('functions.rule.atMost', { max: problem.max });
    case 'option':
      return t('functions.rule.option', { options: problem.options.join(' / ') });
    case 'tooLong':
      return t('functions.rule.tooLong', { max: problem.max });
    default:
      return t(`functions.rule.${problem.reason}`);
  }
}

/** Form.Item injects id, value and onChange into its child; they must reach the real control. */
function ParamInput({ rule, ...control }: { rule: FieldRule; [prop: string]: unknown }) {
  switch (rule.kind) {
    case 'secret':
      return <Input.Password autoComplete="new-password" {...control} />;
    case 'number':
    case 'integer':
      // Text, not InputNumber: what was typed stays until it is fixed, nothing is clamped silently.
      return <Input inputMode={rule.kind === 'integer' ? 'numeric' : 'decimal'} {...control} />;
    case 'boolean':
      return <Switch {...control} />;
    case 'enum':
      return <Select allowClear options={(rule.options ?? []).map((option) => ({ value: option, label: option }))} {...control} />;
    case 'object':
    case 'array':
      return <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} spellCheck={false} style={{ fontFamily: 'monospace' }} {...control} />;
    case 'url':
      return <Input inputMode="url" placeholder="https://" {...control} />;
    default:
      return <Input {...control} />;
  }
}

function ParamFields({ plugin, hidden }: { plugin: PluginOption; hidden: boolean }) {
  const { t } = useTranslation('agents');
  return (
    <div style={hidden ? { display: 'none' } : undefined} data-plugin={plugin.id}>
      {plugin.fields.map((field: PluginField) => {
        const rule = fieldRule(field);
        const label = field.label || field.key;
        return (
          <Form.Item
            key={field.key}
            name={[plugin.id, field.key]}
            label={label}
            tooltip={field.label ? field.key : undefined}
            required={field.required}
            valuePropName={rule.kind === 'boolean' ? 'checked' : 'value'}
            rules={[{ validator: (_, value) => { const problem = paramProblem(field, value); return problem ? Promise.reject(new Error(problemText(t, problem, label))) : Promise.resolve(); } }]}
          >
            <ParamInput rule={rule} />
          </Form.Item>
        );
      })}
    </div>
  );
}

/**
 * FunctionDialog: the plugins and knowledge bases to check on the left, the parameters of the one in
 * focus on the right, generated from its fields. Nothing reaches the role configuration before "Apply".
 */
export function FunctionDialog({ open, options, value, onCancel, onSave }: Props) {
  const { t } = useTranslation('agents');
  const [form] = Form.useForm<Record<string, Record<string, unknown>>>();
  const [checked, setChecked] = useState<string[]>([]);
  const [active, setActive] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const [fixing, setFixing] = useState<string | null>(null);

  const byId = useMemo(() => new Map(options.map((option) => [option.id, option])), [options]);
  const plugins = useMemo(() => options.filter((option) => !option.knowledge), [options]);

  // Each opening starts from what the role configuration holds now; edits in the dialog are not reset while it is open.
  const wasOpen = useRef(false);
  useEffect(() => {
    const opening = open && !wasOpen.current;
    wasOpen.current = open;
    if (!opening) return;
    const saved = new Map(value.functions.map((fn) => [fn.pluginId, fn.params]));
    const initial: Record<string, Record<string, unknown>> = {};
    for (const plugin of plugins) initial[plugin.id] = paramFormValues(plugin.fields, saved.get(plugin.id));
    form.resetFields();
    form.setFieldsValue(initial);
    const ids = [...value.functions.map((fn) => fn.pluginId), ...value.datasetIds];
    setChecked(ids);
    setActive(ids.find((id) => byId.has(id) && !byId.get(id)?.knowledge) ?? null);
    setQuery('');
    setFixing(null);
  }, [open, value, plugins, byId, form]);

  const datasetCount = checked.filter((id) => byId.get(id)?.knowledge || value.datasetIds.includes(id)).length;
  const needle = query.trim().toLowerCase();
  const shown = needle ? options.filter((option) => option.name.toLowerCase().includes(needle)) : options;

  const toggle = (option: PluginOption, on: boolean) => {
    setChecked((current) => (on ? [...current.filter((id) => id !== option.id), option.id] : current.filter((id) => id !== option.id)));
    setActive(option.id);
  };

  const apply = async () => {
    const chosenPlugins = checked.filter((id) => !(byId.get(id)?.knowledge ?? value.datasetIds.includes(id)));
    const names = chosenPlugins.flatMap((id) => (byId.get(id)?.fields ?? []).map((field) => [id, field.key]));
    try {
      await form.validateFields(names);
    } catch (error) {
      const first = (error as { errorFields?: { name: (string | number)[] }[] }).errorFields?.[0]?.name[0];
      if (typeof first === 'string') {
        setActive(first);
        setFixing(first);
      }
      return;
    }
    const saved = new Map(value.functions.map((fn) => [fn.pluginId, fn.params]));
    const functions = chosenPlugins.map((id) => {
      const plugin = byId.get(id);
      // A plugin no longer offered keeps the parameters it had.
      const params = plugin ? toParams(plugin.fields, (form.getFieldValue(id) as Record<string, unknown> | undefined) ?? {}) : (saved.get(id) ?? {});
      return { pluginId: id, params };
    });
    onSave({ functions, datasetIds: checked.filter((id) => byId.get(id)?.knowledge ?? value.datasetIds.includes(id)) });
  };

  const activeOption = active ? byId.get(active) : undefined;
  const activeChecked = active ? checked.includes(active) : false;

  const paramsPane = () => {
    if (!activeOption) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('functions.pickToEdit')} />;
    return (
      <>
        <Typography.Title level={5} style={{ marginTop: 0 }}>{activeOption.name}</Typography.Title>
        {activeOption.knowledge ? <Typography.Paragraph type="secondary">{t('functions.knowledgeParams')}</Typography.Paragraph> : null}
        {!activeOption.knowledge && activeOption.fields.length === 0 ? <Typography.Paragraph type="secondary">{t('functions.noParams')}</Typography.Paragraph> : null}
        {!activeOption.knowledge && !activeChecked && activeOption.fields.length > 0 ? <Alert type="info" showIcon title={t('functions.notSelected')} style={{ marginBottom: 12 }} /> : null}
      </>
    );
  };

  return (
    <Modal
      open={open}
      title={t('functions.dialogTitle')}
      width={{ xs: '100%', md: 960 }}
      okText={t('functions.apply')}
      cancelText={t('functions.cancel')}
      onOk={() => void apply()}
      onCancel={onCancel}
      destroyOnHidden={false}
      styles={{ body: { maxHeight: 'calc(100vh - 220px)', overflowY: 'auto' } }}
    >
      {fixing && byId.get(fixing) ? <Alert type="error" showIcon title={t('functions.fixParams', { name: byId.get(fixing)?.name })} style={{ marginBottom: 12 }} /> : null}
      <Row gutter={[16, 16]}>
        <Col xs={24} md={10}>
          <Flex vertical gap={8}>
            <Input allowClear prefix={<SearchOutlined />} placeholder={t('functions.search')} aria-label={t('functions.search')} value={query} onChange={(event) => setQuery(event.target.value)} />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('functions.selectedCount', { n: checked.length })}</Typography.Text>
            {shown.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('functions.noMatch')} /> : null}
            <Flex vertical gap={2} role="list" aria-label={t('functions.available')}>
              {shown.map((option) => {
                const on = checked.includes(option.id);
                const full = option.knowledge && !on && datasetCount >= AGENT_DATASETS_MAX;
                return (
                  <Flex
                    key={option.id}
                    role="listitem"
                    align="center"
                    gap={8}
                    onClick={() => setActive(option.id)}
                    style={{ padding: '6px 8px', borderRadius: 6, cursor: 'pointer', background: option.id === active ? 'rgba(22, 119, 255, 0.08)' : undefined }}
                  >
                    <Checkbox checked={on} disabled={full} aria-label={option.name} onClick={(event) => event.stopPropagation()} onChange={(event) => toggle(option, event.target.checked)} />
                    <Typography.Text ellipsis style={{ flex: 1, minWidth: 0 }}>{option.name}</Typography.Text>
                    {option.knowledge ? <Tag color="green" style={{ marginInlineEnd: 0 }}>{t('functions.knowledge')}</Tag> : null}
                    {!option.knowledge && option.fields.length > 0 ? <Typography.Text type="secondary" style={{ fontSize: 12, flexShrink: 0 }}>{t('functions.paramCount', { n: option.fields.length })}</Typography.Text> : null}
                  </Flex>
                );
              })}
            </Flex>
            {datasetCount >= AGENT_DATASETS_MAX ? <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('functions.datasetsMax', { max: AGENT_DATASETS_MAX })}</Typography.Text> : null}
          </Flex>
        </Col>
        <Col xs={24} md={14}>
          <Typography.Text strong style={{ display: 'block', marginBottom: 8 }}>{t('functions.params')}</Typography.Text>
          {paramsPane()}
          <Form form={form} component={false} layout="vertical" requiredMark>
            {plugins.map((plugin) => <ParamFields key={plugin.id} plugin={plugin} hidden={plugin.id !== active} />)}
          </Form>
        </Col>
      </Row>
    </Modal>
  );
}
