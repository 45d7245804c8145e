import { Progress } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  /** Whole percent sent, 0 to 100; nothing is drawn while null (no upload yet, or it failed). */
  percent: number | null;
  /** True while the bytes are still going; the bar turns to "done" once it is false at 100. */
  active: boolean;
  /** What is being uploaded, for screen readers; "Upload progress" by default. */
  label?: string;
}

/** The one upload progress bar: every file input that uploads through lib/upload.ts shows this under it. */
export function UploadProgress({ percent, active, label }: Props) {
  const { t } = useTranslation('common');
  if (percent === null) return null;
  return <Progress percent={percent} status={active ? 'active' : percent >= 100 ? 'success' : 'normal'} aria-label={label ?? t('upload.progress')} />;
}
