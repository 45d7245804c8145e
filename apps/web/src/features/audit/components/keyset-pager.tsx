import { Button, Flex, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '../../../config/ui.ts';

/**
 * Where a keyset-paged list is: the cursors of the pages walked so far (the first page has none), forgotten when the
 * filters or page size (`signature`) change. Keyset paging has no page numbers to jump to, only newer and older.
 */
export function useCursorTrail(signature: string) {
  const [trail, setTrail] = useState<{ signature: string; cursors: string[] }>({ signature, cursors: [''] });
  const cursors = trail.signature === signature ? trail.cursors : [''];
  return {
    cursor: cursors.at(-1) ?? '',
    page: cursors.length,
    next: (cursor: string) => setTrail({ signature, cursors: [...cursors, cursor] }),
    previous: () => setTrail({ signature, cursors: cursors.length > 1 ? cursors.slice(0, -1) : [''] }),
  };
}

interface Props {
  trail: ReturnType<typeof useCursorTrail>;
  nextCursor: string | null | undefined;
  busy: boolean;
  limit: number;
  onLimit: (limit: number) => void;
}

export function KeysetPager({ trail, nextCursor, busy, limit, onLimit }: Props) {
  const { t } = useTranslation('audit');
  return (
    <Flex justify="flex-end" align="center" gap={8} wrap style={{ marginTop: 16 }}>
      <Typography.Text type="secondary">{t('pager.page', { page: trail.page })}</Typography.Text>
      <Button onClick={trail.previous} disabled={trail.page <= 1 || busy}>
        {t('pager.previous')}
      </Button>
      <Button onClick={() => nextCursor && trail.next(nextCursor)} disabled={!nextCursor || busy}>
        {t('pager.next')}
      </Button>
      <Select aria-label={t('pager.size')} value={limit} onChange={onLimit} options={PAGE_SIZES.map((size) => ({ value: size, label: `${size}` }))} style={{ width: 80 }} />
    </Flex>
  );
}
