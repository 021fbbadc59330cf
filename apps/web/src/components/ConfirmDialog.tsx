import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from '../i18n/react';

/**
 * Asks before a destructive or weakening change, while the change runs (busy).
 * Cancel has the focus; Escape and the close button count as cancel.
 */
export function ConfirmDialog({
  body,
  title,
  confirmLabel,
  cancelLabel,
  busy,
  onCancel,
  onConfirm,
  testId,
  zIndex,
}: {
  /** What will happen; null: the dialog is closed. */
  body: string | null;
  title: string;
  confirmLabel: string;
  cancelLabel: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** The confirm button's data-testid. */
  testId: string;
  /** Above another dialog it is asked from (Mantine's modals sit at 200). */
  zIndex?: number;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={body !== null}
      onClose={onCancel}
      title={title}
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
      centered
      radius="lg"
      {...(zIndex ? { zIndex } : {})}
    >
      <Text mb="lg" style={{ overflowWrap: 'anywhere' }}>
        {body}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} data-autofocus>
          {cancelLabel}
        </Button>
        <Button color="red" loading={busy} onClick={onConfirm} data-testid={testId}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
