import type { VoiceClone } from '@vox/contracts';
import { Alert, App, Button, Card, Col, Empty, Flex, Input, Modal, Row, Space, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/app-link.tsx';
import { AudioOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '../../../components/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { navigateTo } from '../../../lib/navigation.ts';
import { useCreateVoiceClone, useDeleteVoiceClone, useUpdateVoiceClone, useVoiceClones, useVoiceCloneSupport } from '../api/voice-clones.ts';
import { NAME_MAX, StateTag } from './state-tag.tsx';

/** The clone page (/voice-clone): a card per slot with its state, language and demo clip. */
export function VoiceClonesPage() {
  const { t } = useTranslation('voiceClones');
  const support = useVoiceCloneSupport();
  const clones = useVoiceClones();
  const create = useCreateVoiceClone();
  const [renaming, setRenaming] = useState<VoiceClone | null>(null);

  if (support.isPending || clones.isPending) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  const available = support.data?.available ?? false;
  const list = clones.data ?? [];

  return (
    <Card
      title={t('title')}
      extra={
        available ? (
          <Button type="primary" icon={<PlusOutlined />} loading={create.isPending} onClick={() => create.mutate()}>
            {t('action.create')}
          </Button>
        ) : null
      }
    >
      {available ? null : (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('noTts.title')}
          description={
            <span>
              {t('noTts.description')} <AppLink to={paths.modelConfig}>{t('noTts.link')}</AppLink>
            </span>
          }
        />
      )}
      {list.length === 0 ? (
        available ? <Empty description={t('empty')} /> : null
      ) : (
        <Row gutter={[16, 16]}>
          {list.map((clone) => (
            <Col key={clone.id} xs={24} md={12} xl={8}>
              <CloneCard clone={clone} onRename={() => setRenaming(clone)} />
            </Col>
          ))}
        </Row>
      )}
      <RenameDialog clone={renaming} onClose={() => setRenaming(null)} />
    </Card>
  );
}

function CloneCard({ clone, onRename }: { clone: VoiceClone; onRename: () => void }) {
  const { t } = useTranslation('voiceClones');
  const { modal } = App.useApp();
  const remove = useDeleteVoiceClone();
  const onDelete = () => {
    // An empty slot goes without asking.
    if (clone.state === 'Init') return remove.mutate(clone.id);
    void modal.confirm({ title: t('confirm.delete', { name: clone.name }), okButtonProps: { danger: true }, onOk: () => remove.mutateAsync(clone.id) });
  };
  return (
    <Card size="small" title={<Typography.Text ellipsis>{clone.name}</Typography.Text>} extra={<StateTag state={clone.state} />} data-testid="voice-clone-card">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Flex gap={8} wrap>
          <Tag>{t(`language.${clone.language}`, { defaultValue: clone.language })}</Tag>
          {clone.tier === 'pro' ? <Tag color="gold">{t('tier.pro')}</Tag> : null}
          {clone.tts_model_name ? <Typography.Text type="secondary">{clone.tts_model_name}</Typography.Text> : null}
        </Flex>
        {clone.error ? <Typography.Text type="danger">{t('trainError', { error: clone.error })}</Typography.Text> : null}
        {clone.state === 'Success' && clone.demo_url ? <audio controls preload="none" src={clone.demo_url} style={{ width: '100%' }} aria-label={t('demo')} /> : null}
        <Flex gap={8} wrap>
          <Button type="primary" icon={<AudioOutlined />} disabled={clone.state === 'Training'} onClick={() => navigateTo(`${paths.voiceCloneTrain}?id=${encodeURIComponent(clone.id)}`)}>
            {clone.state === 'Init' ? t('action.train') : t('action.retrain')}
          </Button>
          <Button icon={<EditOutlined />} onClick={onRename}>{t('action.rename')}</Button>
          {clone.tier === 'pro' ? null : (
            <Button danger icon={<DeleteOutlined />} loading={remove.isPending} onClick={onDelete}>{t('action.delete')}</Button>
          )}
        </Flex>
      </Space>
    </Card>
  );
}

function RenameDialog({ clone, onClose }: { clone: VoiceClone | null; onClose: () => void }) {
  const { t } = useTranslation('voiceClones');
  const update = useUpdateVoiceClone();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = () => {
    if (!clone) return;
    if (name.trim() === '') return setError(t('validation.name'));
    update.mutate({ id: clone.id, body: { name: name.trim() } }, { onSuccess: onClose, onError: (failure) => setError(failure instanceof Error ? failure.message : String(failure)) });
  };
  return (
    <Modal
      open={clone !== null}
      title={t('dialog.rename')}
      onCancel={onClose}
      onOk={save}
      confirmLoading={update.isPending}
      destroyOnHidden
      afterOpenChange={(open) => {
        if (open && clone) {
          setName(clone.name);
          setError(null);
        }
      }}
    >
      <Input aria-label={t('field.name')} value={name} maxLength={NAME_MAX} showCount onChange={(event) => setName(event.target.value)} onPressEnter={save} />
      {error ? <Typography.Text type="danger">{error}</Typography.Text> : null}
    </Modal>
  );
}
