import { Alert, App, Form, Input, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { serverMessage } from '../../../lib/api-failure.ts';
import { useAssignVoiceResources, useTtsPlatforms, useUserSearch } from '../api/voice-resources.ts';
import { VOICE_ID_MAX, VOICE_IDS_MAX, voiceIdProblem } from '../utils/voice-ids.ts';

interface Props {
  open: boolean;
  wide: boolean;
  onClose: () => void;
}

interface Values {
  modelId: string;
  voiceIds: string[];
  userId: string;
  languages: string;
}

const LANGUAGES_MAX = 100;

/** Upstream's add dialog: a platform, the bought voice ids (typed or pasted), the owner by phone, the languages. */
export function AssignVoiceResourcesDialog({ open, wide, onClose }: Props) {
  const { t } = useTranslation('voiceResources');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [refused, setRefused] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const mobile = useDebouncedValue(search.trim());
  const platforms = useTtsPlatforms(open);
  const users = useUserSearch(mobile, open);
  const assign = useAssignVoiceResources();
  const noPlatform = platforms.isSuccess && platforms.data.length === 0;
  const firstPlatform = platforms.data?.[0]?.id;
  // The platforms may arrive after the dialog opened: the usual single one is then chosen for the admin.
  useEffect(() => {
    if (open && firstPlatform && !form.getFieldValue('modelId')) form.setFieldValue('modelId', firstPlatform);
  }, [open, firstPlatform, form]);

  return (
    <FormDialog<Values, never>
      subject={open ? 'new' : null}
      title={() => t('dialog.add')}
      form={form}
      valuesOf={() => ({ modelId: firstPlatform, voiceIds: [], languages: '' })}
      onOpen={() => {
        setRefused(null);
        setSearch('');
      }}
      onSubmit={async (values) => {
        setRefused(null);
        try {
          await assign.mutateAsync({ modelId: values.modelId, voiceIds: values.voiceIds.map((id) => id.trim()), userId: values.userId, languages: values.languages.trim() });
        } catch (error) {
          setRefused(serverMessage(error) || t('error.add'));
          throw error;
        }
        void message.success(t('toast.added', { count: values.voiceIds.length }));
        onClose();
      }}
      onClose={onClose}
      pending={assign.isPending}
      okDisabled={noPlatform}
      width={wide ? 560 : undefined}
      notice={
        <>
          {noPlatform ? <Alert type="warning" showIcon title={t('form.noPlatform')} style={{ marginBottom: 12 }} /> : null}
          {refused ? <Alert type="error" showIcon title={refused} style={{ marginBottom: 12 }} /> : null}
        </>
      }
    >
      <Form.Item name="modelId" label={t('field.platform')} rules={[{ required: true, message: t('form.platformRequired') }]}>
        <Select loading={platforms.isFetching} placeholder={t('form.platformPlaceholder')} options={(platforms.data ?? []).map((platform) => ({ value: platform.id, label: platform.modelName }))} />
      </Form.Item>
      <Form.Item
        name="voiceIds"
        label={t('field.voiceIds')}
        extra={t('form.voiceIdsHint', { max: VOICE_IDS_MAX })}
        rules={[
          { required: true, type: 'array', min: 1, message: t('form.voiceIdsRequired') },
          {
            validator: (_, ids: string[] | undefined) => {
              const problem = voiceIdProblem(ids ?? []);
              return problem ? Promise.reject(new Error(t(`form.voiceId.${problem.kind}`, { id: problem.id, max: problem.kind === 'tooMany' ? VOICE_IDS_MAX : VOICE_ID_MAX }))) : Promise.resolve();
            },
          },
        ]}
      >
        <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={[',', '，', ' ', '\n', ';', '；']} placeholder={t('form.voiceIdsPlaceholder')} aria-label={t('field.voiceIds')} />
      </Form.Item>
      <Form.Item name="userId" label={t('field.owner')} rules={[{ required: true, message: t('form.ownerRequired') }]}>
        <Select
          showSearch
          filterOption={false}
          onSearch={setSearch}
          loading={users.isFetching}
          placeholder={t('form.ownerPlaceholder')}
          notFoundContent={users.isFetching ? null : t('form.noUser')}
          options={(users.data?.list ?? []).map((user) => ({ value: user.userid, label: user.mobile }))}
          aria-label={t('field.owner')}
        />
      </Form.Item>
      <Form.Item name="languages" label={t('field.languages')} rules={[{ required: true, whitespace: true, message: t('form.languagesRequired') }, { max: LANGUAGES_MAX, message: t('form.languagesTooLong', { max: LANGUAGES_MAX }) }]}>
        <Input maxLength={LANGUAGES_MAX} placeholder={t('form.languagesPlaceholder')} />
      </Form.Item>
    </FormDialog>
  );
}
