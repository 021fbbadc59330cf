import { Button, Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { ChallengePage } from './ChallengeLayout';
import classes from './Challenges.module.css';

const steps = ['pick', 'learn', 'write', 'share'] as const;

/** /challenge-guide: how challenges, lessons, crowns and badges work. */
export function GuidePage() {
  const { t } = useTranslation();
  return (
    <ChallengePage
      testId="challenge-guide-page"
      title={t('challenges.guide.title')}
      lead={t('challenges.guide.lead')}
    >
      <ol className={classes.list}>
        {steps.map((s, i) => (
          <li key={s} className={classes.card}>
            <Title order={2} size="h4">
              {i + 1}. {t(`challenges.guide.${s}.title`)}
            </Title>
            <Text mt={6} className={classes.text}>
              {t(`challenges.guide.${s}.body`)}
            </Text>
          </li>
        ))}
      </ol>
      <Group mt="lg">
        <Button component={Link} to="/challenge">
          {t('challenges.guide.seeChallenges')}
        </Button>
        <Button component={Link} to="/challenge-unit" variant="light">
          {t('challenges.guide.seeLessons')}
        </Button>
        <Button component={Link} to="/guides" variant="light">
          {t('challenges.guide.seeGuides')}
        </Button>
      </Group>
    </ChallengePage>
  );
}
