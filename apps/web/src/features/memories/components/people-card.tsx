import type { MemoryIdentifier } from '@vox/contracts';
import { App, Button, Card, Empty, Flex, Popconfirm, Select, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdentifiers, useWipeIdentifier } from '../api/memories.ts';
import { PlusOutlined } from '../../../components/icons.tsx';
import { AddPersonDialog } from './add-person-dialog.tsx';
import { PersonMemory } from './person-memory.tsx';

/** "客厅音箱 (mac_…)" for a device, the identifier itself otherwise. */
export function personLabel(row: MemoryIdentifier, t: TFunction<'memories'>): string {
  if (row.device_name) return t('people.device', { name: row.device_name, id: row.identify_id });
  return row.identify_id;
}

/** Whom the memory knows, one person at a time; a person's memory can be wiped. */
export function PeopleCard({ memoryId, onOpenSession }: { memoryId: string; onOpenSession: (sessionId: string) => void }) {
  const { t } = useTranslation('memories');
  const { message } = App.useApp();
  const { data = [], isPending } = useIdentifiers(memoryId);
  const wipe = useWipeIdentifier(memoryId);
  const [picked, setPicked] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const current = data.find((row) => row.identify_id === picked) ?? data[0] ?? null;

  return (
    <Card title={t('people.title')} variant="borderless" loading={isPending} extra={<Button icon={<PlusOutlined />} onClick={() => setAdding(true)}>{t('people.add')}</Button>}>
      <AddPersonDialog memoryId={memoryId} open={adding} onClose={() => setAdding(false)} onAdded={(identifyId) => {
        setAdding(false);
        setPicked(identifyId);
      }} />
      {current ? (
        <Flex vertical gap={16}>
          <Flex gap={8} wrap align="center" justify="space-between">
            <Select
              showSearch
              aria-label={t('people.pick')}
              value={current.identify_id}
              onChange={setPicked}
              style={{ minWidth: 0, flex: '1 1 240px', maxWidth: 480 }}
              optionFilterProp="label"
              options={data.map((row) => ({ value: row.identify_id, label: personLabel(row, t) }))}
            />
            {/* Built anew each time: the next person's confirmation must not keep the last one's loading icon (its
                leave motion never ends while hidden), which a screen reader would read out as part of the button. */}
            <Popconfirm
              destroyOnHidden
              title={t('confirm.wipe', { name: personLabel(current, t) })}
              description={t('confirm.wipeHint')}
              okButtonProps={{ danger: true }}
              onConfirm={() =>
                wipe
                  .mutateAsync(current.identify_id)
                  .then(() => {
                    setPicked(null);
                    void message.success(t('toast.wiped'));
                  })
                  .catch(() => undefined)
              }
            >
              <Button danger>{t('action.wipe')}</Button>
            </Popconfirm>
          </Flex>
          <Typography.Text type="secondary">{t('people.counts', { values: current.value_count, nodes: current.node_count })}</Typography.Text>
          <PersonMemory key={current.identify_id} memoryId={memoryId} identifyId={current.identify_id} onOpenSession={onOpenSession} />
        </Flex>
      ) : (
        <Empty
          description={
            <Flex vertical gap={4} style={{ maxWidth: 520, margin: '0 auto' }}>
              <Typography.Text strong>{t('empty.people')}</Typography.Text>
              <Typography.Text type="secondary">{t('empty.peopleHint')}</Typography.Text>
            </Flex>
          }
        />
      )}
    </Card>
  );
}
