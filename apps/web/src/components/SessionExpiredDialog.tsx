import { Button, Group, Modal, Text } from '@mantine/core';
import { isInterfaceLanguage, translateShellMessage } from '@storyloom/domain';
import { useState, useSyncExternalStore } from 'react';
import { clientLanguage, dismissSessionExpired, sessionExpiry } from '../api/client';
import { useTranslation } from '../i18n/react';
import { sessionStore } from '../session/store';

/**
 * SPEC §4/§8: the one "Your login has expired, please login again" dialog. The API client opens
 * it (once, however many calls fail while it is open); its OK logs the user out and goes to
 * sign-in. Mount it once, inside MantineProvider.
 */
export function SessionExpiredDialog() {
  const open = useSyncExternalStore(sessionExpiry.subscribe, sessionExpiry.isOpen, () => false);
  const { t, i18n } = useTranslation();
  const [leaving, setLeaving] = useState(false);
  const language = isInterfaceLanguage(i18n.language) ? i18n.language : clientLanguage();

  async function confirm() {
    setLeaving(true);
    try {
      await sessionStore.logout();
    } finally {
      dismissSessionExpired();
      setLeaving(false);
    }
  }

  return (
    <Modal
      opened={open}
      onClose={() => void confirm()}
      title={t('session.expiredTitle')}
      centered
      closeOnClickOutside={false}
      closeOnEscape={false}
      withCloseButton={false}
      trapFocus
      zIndex={400}
      data-testid="session-expired-dialog"
    >
      <Text>{translateShellMessage('sessionExpired', language)}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={() => void confirm()} loading={leaving} data-autofocus>
          {t('session.ok')}
        </Button>
      </Group>
    </Modal>
  );
}
