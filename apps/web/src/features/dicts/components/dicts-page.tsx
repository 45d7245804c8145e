import { Flex, Grid, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSelectedType } from '../hooks/use-selected-type.ts';
import { DataPanel } from './data-panel.tsx';
import { TypePanel } from './type-panel.tsx';

/** Dictionary management: types on the left, the selected type's data on the right; stacked on phones. */
export function DictsPage() {
  const { t } = useTranslation('dicts');
  const screens = Grid.useBreakpoint();
  const sideBySide = screens.lg ?? false;
  const { selectedId, select } = useSelectedType();

  return (
    <>
      <Typography.Title level={4} style={{ marginTop: 0 }}>{t('title')}</Typography.Title>
      <Flex vertical={!sideBySide} gap={16} align="flex-start">
        <div style={sideBySide ? { flex: '0 0 340px', minWidth: 0 } : { width: '100%' }}>
          <TypePanel selectedId={selectedId} onSelect={select} />
        </div>
        <div style={{ flex: '1 1 auto', minWidth: 0, width: sideBySide ? undefined : '100%' }}>
          <DataPanel dictTypeId={selectedId} wide={screens.md ?? false} />
        </div>
      </Flex>
    </>
  );
}
