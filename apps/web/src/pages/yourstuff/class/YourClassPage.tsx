import { Alert, Badge, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { classesApi, classKeys } from '../../../api/classes';
import { apiErrorMessage } from '../../../api/client';
import { AssignmentCard } from '../../../components/challenges/AssignmentCard';
import { useTranslation } from '../../../i18n/react';

/**
 * /yourstuff-class/{openId?}: a class student's class: its assignments, and the stories they
 * handed in with what the teacher said.
 */
export function YourClassPage() {
  const { t } = useTranslation();
  const { openId } = useParams();
  const classes = useQuery({ queryKey: classKeys.list, queryFn: () => classesApi.list() });
  const mine = (classes.data ?? []).filter((c) => c.Role === 'STUDENT');
  const klass = (openId ? mine.find((c) => c.OpenId === openId) : mine[0]) ?? null;
  const assignments = useQuery({
    queryKey: classKeys.assignments(klass?.OpenId ?? ''),
    queryFn: () => classesApi.assignments(klass?.OpenId ?? ''),
    enabled: klass !== null,
  });
  const work = useQuery({ queryKey: classKeys.myWork, queryFn: () => classesApi.myWork() });
  return (
    <Container size="md" w="100%" py={{ base: 20, sm: 40 }}>
      <Stack gap="lg">
        <Title order={1}>{klass?.Name ?? t('classes.yourClass.title')}</Title>
        {classes.isError ? <Alert color="ember">{apiErrorMessage(classes.error)}</Alert> : null}
        {classes.data && !klass ? <Text>{t('classes.yourClass.none')}</Text> : null}
        {klass ? (
          <Stack gap="xs">
            <Title order={2} size="h3">
              {t('classes.tabs.class-assignment')}
            </Title>
            {assignments.data?.length === 0 ? <Text>{t('classes.assignments.empty')}</Text> : null}
            {(assignments.data ?? []).map((a) => (
              <AssignmentCard key={a.AssignmentId} a={a} canStart />
            ))}
            <Button component={Link} to="/yourstuff-write" w="fit-content">
              {t('classes.yourClass.write')}
            </Button>
          </Stack>
        ) : null}
        <Stack gap="xs">
          <Title order={2} size="h3">
            {t('classes.yourClass.work')}
          </Title>
          {work.data?.length === 0 ? <Text>{t('classes.yourClass.noWork')}</Text> : null}
          {(work.data ?? []).map((s) => (
            <Card key={s.Book.BookId} withBorder data-testid="my-work">
              <Group justify="space-between">
                <Text fw={700}>{s.Book.Title || t('classes.untitled')}</Text>
                <Badge variant="light">{t(`classes.submissions.${s.State}`)}</Badge>
              </Group>
              {s.Assignment ? <Text size="sm">{s.Assignment.Title}</Text> : null}
              {s.Comment ? (
                <Text mt="xs" data-testid="teacher-comment">
                  {t('classes.yourClass.teacherSaid', { comment: s.Comment })}
                </Text>
              ) : null}
            </Card>
          ))}
        </Stack>
      </Stack>
    </Container>
  );
}
