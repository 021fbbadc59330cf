import {
  Alert,
  Badge,
  Button,
  Card,
  Container,
  Group,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { type ClassView, classesApi, classKeys } from '../../api/classes';
import { apiErrorMessage } from '../../api/client';
import { useTranslation } from '../../i18n/react';
import { ClassFrame } from './shared';

const states = ['submitted', 'returned', 'approved'] as const;

function Submissions({ klass }: { klass: ClassView }) {
  const { t } = useTranslation();
  const [state, setState] = useState<string>('submitted');
  const list = useQuery({
    queryKey: classKeys.submissions(klass.OpenId, state),
    queryFn: () => classesApi.submissions(klass.OpenId, state),
  });
  return (
    <Stack gap="md">
      <SegmentedControl
        value={state}
        onChange={setState}
        data={states.map((s) => ({ value: s, label: t(`classes.submissions.${s}`) }))}
        w="fit-content"
      />
      {list.isError ? <Alert color="ember">{apiErrorMessage(list.error)}</Alert> : null}
      {list.data?.length === 0 ? <Text>{t('classes.submissions.empty')}</Text> : null}
      {(list.data ?? []).map((s) => (
        <Card key={s.Book.BookId} withBorder data-testid="submission">
          <Group justify="space-between">
            <Stack gap={2}>
              <Text fw={700}>{s.Book.Title || t('classes.untitled')}</Text>
              <Text size="sm">
                {s.Student.Name} ({s.Student.Username})
                {s.Assignment ? ` · ${s.Assignment.Title}` : ''}
              </Text>
              {s.Comment ? (
                <Text size="sm" c="dimmed">
                  {s.Comment}
                </Text>
              ) : null}
            </Stack>
            <Group gap="xs">
              <Badge variant="light">{t(`classes.submissions.${s.State}`)}</Badge>
              <Button
                size="xs"
                component={Link}
                to={`/review-homework/${s.Book.BookId}/picturebook`}
              >
                {t('classes.submissions.open')}
              </Button>
            </Group>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

/** /class-submission/{id?}: the stories the class's students handed in, by state. */
export function ClassSubmissionPage() {
  return (
    <Container size="lg" w="100%" py={{ base: 20, sm: 40 }}>
      <ClassFrame>{(klass) => <Submissions klass={klass} />}</ClassFrame>
    </Container>
  );
}
