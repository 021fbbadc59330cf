import { Button, Container, Group, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { BadgeBoard } from '../../../components/badges/BadgeBoard';
import { useTranslation } from '../../../i18n/react';

/** /yourstuff-badges: the signed-in writer's badges. */
export function BadgesPage() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py={{ base: 24, sm: 40 }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <Title order={1}>{t('ledger.badges.title')}</Title>
          <Button component={Link} to="/yourstuff-crowns" variant="subtle">
            {t('ledger.seeCrowns')}
          </Button>
        </Group>
        <BadgeBoard userName="" />
      </Stack>
    </Container>
  );
}
