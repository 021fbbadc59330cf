import { Button, Container, Text } from '@mantine/core';
import type { InterfaceLanguage } from '@storyloom/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { challengeApi } from '../../api/challenges';
import { useTranslation } from '../../i18n/react';
import { useInterfaceLanguage } from '../../i18n/useInterfaceLanguage';
import classes from './HomeBanner.module.css';

/** The current weekend challenge in `language` (also filled by the server render, issue 23). */
export const homeChallengeQuery = (language: InterfaceLanguage) =>
  queryOptions({
    queryKey: ['challenges', 'list', language, 'weekend', 'current', undefined],
    queryFn: ({ signal }) =>
      challengeApi.list({ Language: language, Type: 'weekend', Time: 'current' }, signal),
  });

/**
 * The home page's banner for the current weekend challenge (issue 19). Loaded after the first
 * screen (HomePage's lazy import), so it weighs nothing on the home budget; nothing shows while
 * it loads, when it fails or when no weekend challenge is open.
 */
export function HomeChallengeBanner() {
  const { t } = useTranslation();
  const language = useInterfaceLanguage();
  const current = useQuery(homeChallengeQuery(language));
  const first = current.data?.List[0];
  if (!first) return null;
  return (
    <Container size="lg" py="md">
      <section
        className={classes.banner}
        aria-label={t('challenges.banner.label')}
        data-testid="home-challenge-banner"
      >
        <div>
          <Text fw={700}>{t('challenges.banner.label')}</Text>
          <Text>{first.Title}</Text>
        </div>
        <Button component={Link} to={`/challenge/weekend/current/${first.Subtype}`}>
          {t('challenges.banner.cta')}
        </Button>
      </section>
    </Container>
  );
}
