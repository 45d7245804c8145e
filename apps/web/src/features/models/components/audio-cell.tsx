import { EmptyValue } from '../../../components/empty-value.tsx';

/** A demo clip playable inline; the native control is small enough for a table cell. */
export function AudioCell({ url }: { url: string | null | undefined }) {
  if (!url) return <EmptyValue value={url} />;
  return <audio controls preload="none" src={url} style={{ height: 32, maxWidth: 220 }} />;
}
