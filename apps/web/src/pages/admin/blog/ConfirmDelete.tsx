import { Button, Group, Modal, Text } from '@mantine/core';
import type { InterfaceLanguage } from '@storyloom/domain';
import { useTranslation } from 'react-i18next';
import { languageLabels } from '../../../i18n';

/** Deleting a post's version removes it for good: asked first, with its title and language. */
export function ConfirmDelete({
  title,
  language,
  busy,
  onCancel,
  onConfirm,
}: {
  /** The version's title; null: the dialog is closed. */
  title: string | null;
  language: InterfaceLanguage | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={title !== null}
      onClose={onCancel}
      title={t('adminBlog.confirmDelete.title')}
      centered
      radius="lg"
    >
      <Text mb="lg">
        {t('adminBlog.confirmDelete.body', {
          title: title ?? '',
          language: language ? languageLabels[language] : '',
        })}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} data-autofocus>
          {t('adminBlog.confirmDelete.cancel')}
        </Button>
        <Button color="red" loading={busy} onClick={onConfirm} data-testid="confirm-delete">
          {t('adminBlog.confirmDelete.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
