import { Container, Stack, Text, Title } from '@mantine/core';
import { StaffWorkPanel } from '../../../components/staff-work';
import { useTranslation } from '../../../i18n/react';

/**
 * /admin: the console's home. Each screen the staff member's role opens, queues first with what
 * waits in them (the same links as the account menu), so moderators see only theirs.
 */
export function AdminHomePage() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="xl" data-testid="admin-home">
      <Stack gap="lg">
        <div>
          <Text size="sm" fw={700} c="ember.8" tt="uppercase">
            {t('adminConsole.eyebrow')}
          </Text>
          <Title order={1}>{t('adminConsole.home.title')}</Title>
          <Text c="dimmed">{t('adminConsole.home.lead')}</Text>
        </div>
        <StaffWorkPanel />
      </Stack>
    </Container>
  );
}
