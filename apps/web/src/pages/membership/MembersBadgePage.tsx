import { Button, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { BadgeBoard } from '../../components/badges/BadgeBoard';
import { useTranslation } from '../../i18n/react';
import { useSession } from '../../session/useSession';

/** /members-badge/{username?}: a member's badges (or your own without a username). */
export function MembersBadgePage() {
  const { t } = useTranslation();
  const { username = '' } = useParams();
  const { status, user } = useSession();
  const signedIn = status === 'ready' && user !== null;
  return (
    <Container size="lg" py={{ base: 24, sm: 40 }}>
      <Stack gap="lg">
        <Title order={1}>
          {username ? t('ledger.badges.memberTitle', { name: username }) : t('ledger.badges.title')}
        </Title>
        {username || signedIn ? (
          <BadgeBoard userName={username} />
        ) : status === 'ready' ? (
          <Stack gap="sm" align="flex-start">
            <Text>{t('ledger.badges.signInToSee')}</Text>
            <Button component={Link} to="/signin?redirect=%2Fmembers-badge">
              {t('ledger.badges.signIn')}
            </Button>
          </Stack>
        ) : (
          <Loader aria-label={t('ledger.loading')} />
        )}
      </Stack>
    </Container>
  );
}
