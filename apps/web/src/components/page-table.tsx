import type { PageData } from '@vox/contracts';
import { Card, Flex, Grid, Table, Typography, type TableProps } from 'antd';
import { cloneElement, isValidElement, useEffect, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { tablePagination } from './pagination.ts';
import styles from './page-table.module.css';

/** Where a paged list is: the URL (useTableUrlState) for a screen's main list, local state for a side panel. */
export interface Paging {
  page: number;
  limit: number;
  setPage: (page: number, limit?: number) => void;
}

type PassedTableProps<T> = Pick<TableProps<T>, 'rowKey' | 'columns' | 'rowSelection' | 'tableLayout' | 'onRow' | 'showHeader' | 'onChange'>;

interface Props<T> extends PassedTableProps<T> {
  /** The screen's heading: given, the table sits in a card under it; absent, the caller frames it. */
  title?: ReactNode;
  /** A hint between the heading and the card (with a title only). */
  notice?: ReactNode;
  /** Filters, on the left of the toolbar (full width on phones). */
  filters?: ReactNode;
  /** Buttons on the right of the toolbar (batch actions, add). */
  actions?: ReactNode;
  paging: Paging;
  data: PageData<T> | undefined;
  loading: boolean;
  emptyText: ReactNode;
  /** Wide screens scroll horizontally below this width; phones get the columns the caller chose for them. */
  minWidth?: number;
  /** A side panel: small rows, a small pager without size changer, no total. */
  compact?: boolean;
}

function Toolbar({ filters, actions, compact }: { filters: ReactNode; actions: ReactNode; compact: boolean }) {
  if (!filters && !actions) return null;
  return (
    <Flex justify="space-between" align="center" wrap gap={compact ? 8 : 12} style={{ marginBottom: compact ? 12 : 16 }}>
      <Flex gap={8} wrap vertical={compact} style={{ flex: '1 1 320px', minWidth: 0 }}>
        {filters}
      </Flex>
      {actions ? (
        <Flex gap={8} wrap align="center">
          {actions}
        </Flex>
      ) : null}
    </Flex>
  );
}

/** Phones and side panels leave the total out, so the pager keeps to one line. */
function pagerOf({ page, limit, setPage }: Paging, total: number, compact: boolean, wide: boolean) {
  const pagination = tablePagination({ page, limit, total, onChange: setPage, showTotal: wide && !compact });
  return compact ? { ...pagination, size: 'small' as const, showSizeChanger: false, showLessItems: true } : pagination;
}

/** Steps back a page when the page being shown has emptied (its last rows deleted, here or by someone else). */
function useStepBackWhenEmptied({ page, limit, setPage }: Paging, data: PageData<unknown> | undefined, loading: boolean) {
  const emptied = !loading && data !== undefined && data.list.length === 0 && data.total > 0 && page > 1;
  useEffect(() => {
    if (emptied) setPage(page - 1, limit);
  }, [emptied, page, limit, setPage]);
}

/** antd names its selection checkboxes in English whatever the locale: give them the console's words. */
function useLocalizedSelection<T>(selection: TableProps<T>['rowSelection']): TableProps<T>['rowSelection'] {
  const { t } = useTranslation('common');
  if (!selection) return selection;
  const { getCheckboxProps } = selection;
  return {
    ...selection,
    columnTitle: (checkbox: ReactNode) =>
      isValidElement(checkbox) ? cloneElement(checkbox as ReactElement<{ 'aria-label'?: string }>, { 'aria-label': t('table.selectAll') }) : checkbox,
    getCheckboxProps: (row: T) => ({ 'aria-label': t('table.selectRow'), ...getCheckboxProps?.(row) }),
  };
}

/** Every admin list: toolbar, table and pager, framed under the screen's title when one is given. */
export function PageTable<T extends object>({ title, notice, filters, actions, paging, data, loading, emptyText, minWidth, compact = false, ...table }: Props<T>) {
  const wide = Grid.useBreakpoint().md ?? false;
  useStepBackWhenEmptied(paging, data, loading);
  const rowSelection = useLocalizedSelection(table.rowSelection);
  const body = (
    <>
      <Toolbar filters={filters} actions={actions} compact={compact} />
      <Table<T>
        {...table}
        className={styles.table}
        rowSelection={rowSelection}
        size={compact ? 'small' : undefined}
        dataSource={data?.list ?? []}
        loading={loading}
        scroll={wide && minWidth ? { x: minWidth } : undefined}
        locale={{ emptyText }}
        pagination={pagerOf(paging, data?.total ?? 0, compact, wide)}
      />
    </>
  );
  if (title === undefined) return body;
  return (
    <>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      {notice}
      <Card variant="borderless" styles={{ body: { padding: wide ? 24 : 12 } }}>
        {body}
      </Card>
    </>
  );
}
