import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Asks before a change that weakens the pre-screen (removing a word, turning a check off). */
export function ConfirmAction({
  body,
  busy,
  onCancel,
  onConfirm,
}: {
  /** What will happen; null: the dialog is closed. */
  body: string | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={body !== null}
      onClose={onCancel}
      title={t('adminConsole.safety.confirmTitle')}
      centered
      radius="lg"
    >
      <Text mb="lg">{body}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} data-autofocus>
          {t('adminConsole.cancel')}
        </Button>
        <Button color="red" loading={busy} onClick={onConfirm} data-testid="safety-confirm">
          {t('adminConsole.safety.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
