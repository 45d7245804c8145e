import { CopyOutlined } from '../../../components/icons.tsx';
import { Button, Flex, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCopy } from '../../../hooks/use-copy.ts';

export interface IssuedPassword {
  mobile: string;
  password: string;
  /** A new account's first password, or a reset one. */
  created?: boolean;
}

/** A reset or first password is shown once; closing the dialog forgets it. */
export function NewPasswordModal({ issued, onClose }: { issued: IssuedPassword | null; onClose: () => void }) {
  const { t } = useTranslation(['users', 'common']);
  const copy = useCopy();
  return (
    <Modal
      open={issued !== null}
      title={issued?.created ? t('newPassword.createdTitle') : t('newPassword.title')}
      onCancel={onClose}
      destroyOnHidden
      footer={<Button onClick={onClose}>{t('action.close', { ns: 'common' })}</Button>}
    >
      <Typography.Paragraph type="secondary">{t(issued?.created ? 'newPassword.createdDescription' : 'newPassword.description', { mobile: issued?.mobile ?? '' })}</Typography.Paragraph>
      <Flex gap={8} align="center" wrap>
        <Typography.Text code style={{ fontSize: 20, letterSpacing: 1, userSelect: 'all' }}>
          {issued?.password}
        </Typography.Text>
        <Button type="primary" icon={<CopyOutlined />} onClick={() => issued && void copy(issued.password)}>
          {t('action.copy', { ns: 'common' })}
        </Button>
      </Flex>
    </Modal>
  );
}
