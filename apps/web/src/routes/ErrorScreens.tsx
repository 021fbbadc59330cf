import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router';
import { useTranslation } from '../i18n/react';

function ErrorMessage({ standalone }: { standalone: boolean }) {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="md" role="alert">
        <Title order={1}>{t('errors.title')}</Title>
        <Text size="lg">{t('errors.body')}</Text>
        <Group justify="center">
          <Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>
          {standalone ? (
            <Button component="a" href="/" variant="default">
              {t('errors.home')}
            </Button>
          ) : (
            <Button component={Link} to="/" variant="default">
              {t('errors.home')}
            </Button>
          )}
        </Group>
      </Stack>
    </Container>
  );
}

/** A screen failed (its code did not load, or it threw): the header and footer stay. */
export function ScreenError() {
  return <ErrorMessage standalone={false} />;
}

/** The layout itself failed: a page of its own with a plain link home. */
export function RootError() {
  return (
    <main id="main">
      <ErrorMessage standalone />
    </main>
  );
}
