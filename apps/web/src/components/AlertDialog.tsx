import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from '../i18n/react';
import type { DialogRequest } from './alert-dialog';

/** One alert or confirm dialog. Escape and the close button count as "cancel". */
export default function AlertDialog({ request }: { request: DialogRequest | null }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={request !== null}
      onClose={() => request?.settle(false)}
      title={request?.title}
      withCloseButton={Boolean(request?.title)}
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
      centered
      radius="lg"
      zIndex={450}
      data-testid="alert-dialog"
    >
      <Text size="lg">{request?.message}</Text>
      <Group justify="flex-end" mt="lg">
        {request?.kind === 'confirm' ? (
          <Button variant="default" onClick={() => request.settle(false)}>
            {request.cancelLabel ?? t('dialog.cancel')}
          </Button>
        ) : null}
        <Button
          color={request?.danger ? 'red.8' : undefined}
          onClick={() => request?.settle(true)}
          data-autofocus
        >
          {request?.confirmLabel ?? t('dialog.ok')}
        </Button>
      </Group>
    </Modal>
  );
}
