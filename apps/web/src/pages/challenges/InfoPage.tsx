import { Badge, Button, Group, Progress, SimpleGrid, Text, Title } from '@mantine/core';
import { IconCertificate } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { certificateHref, challengeApi } from '../../api/challenges';
import { useTranslation } from '../../i18n/react';
import { useInterfaceLanguage } from '../../i18n/useInterfaceLanguage';
import { ChallengePage, Failed, Loading } from './ChallengeLayout';
import classes from './Challenges.module.css';

/** /challenge-info (signed in, SPEC §2 guard): the writer's lessons, quizzes and entries. */
export function InfoPage() {
  const { t } = useTranslation();
  const language = useInterfaceLanguage();
  const progress = useQuery({
    queryKey: ['challenges', 'progress', language],
    queryFn: ({ signal }) => challengeApi.progress({ Language: language }, signal),
  });
  const p = progress.data;
  return (
    <ChallengePage
      testId="challenge-info-page"
      title={t('challenges.info.title')}
      lead={t('challenges.info.lead')}
    >
      {progress.isPending ? (
        <Loading />
      ) : progress.isError || !p ? (
        <Failed error={progress.error} onRetry={() => void progress.refetch()} />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, xs: 3 }} mb="lg">
            <div className={classes.card} data-testid="info-lessons">
              <Text size="sm">{t('challenges.info.lessons')}</Text>
              <Text fw={700} size="xl">
                {p.LessonsCompleted} / {p.LessonsTotal}
              </Text>
            </div>
            <div className={classes.card} data-testid="info-quizzes">
              <Text size="sm">{t('challenges.info.quizzes')}</Text>
              <Text fw={700} size="xl">
                {p.QuizzesPassed} / {p.QuizzesTotal}
              </Text>
            </div>
            <div className={classes.card} data-testid="info-challenges">
              <Text size="sm">{t('challenges.info.completed')}</Text>
              <Text fw={700} size="xl">
                {p.ChallengesCompleted}
              </Text>
            </div>
          </SimpleGrid>
          <Title order={2} size="h3" mb="sm">
            {t('challenges.units.title')}
          </Title>
          <ul className={classes.list}>
            {p.Units.map((u) => (
              <li key={u.UnitId} className={classes.card}>
                <Link to={`/challenge-unit/${u.UnitId}`}>{u.Title}</Link>
                <Progress
                  value={u.Total ? (100 * u.Completed) / u.Total : 0}
                  mt={6}
                  aria-hidden="true"
                />
                <Text size="sm" c="dimmed">
                  {t('challenges.units.progress', { done: u.Completed, total: u.Total })}
                </Text>
              </li>
            ))}
          </ul>
          <Title order={2} size="h3" mt="lg" mb="sm">
            {t('challenges.info.entries')}
          </Title>
          {p.Entries.length === 0 ? (
            <Text data-testid="info-no-entries">
              {t('challenges.info.noEntries')}{' '}
              <Link to="/challenge">{t('challenges.info.browse')}</Link>
            </Text>
          ) : (
            <ul className={classes.list}>
              {p.Entries.map((e) => (
                <li key={e.BookId} className={classes.card} data-testid="info-entry">
                  <Group gap={8} justify="space-between" wrap="wrap">
                    <Group gap={8}>
                      <Text fw={600}>{e.Title}</Text>
                      <Badge color={e.Approved ? 'green' : 'gray'}>
                        {e.Approved ? t('challenges.info.approved') : t('challenges.info.waiting')}
                      </Badge>
                    </Group>
                    {e.CertificatePath ? (
                      <Button
                        component="a"
                        href={certificateHref(e.CertificatePath, language)}
                        download
                        size="xs"
                        variant="light"
                        leftSection={<IconCertificate size={16} aria-hidden="true" />}
                        data-testid="info-certificate"
                      >
                        {t('challenges.certificate')}
                      </Button>
                    ) : null}
                  </Group>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </ChallengePage>
  );
}
