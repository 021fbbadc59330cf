import { Badge, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import yarnUrl from '../assets/yarn-ball.svg';
import { leafHandle } from '../routes/handle';
import classes from './ScreenInProgress.module.css';

/**
 * A SPEC §2 screen that a later issue builds: its real title and a friendly note. The route, its
 * name, its parameters and its guards are already final.
 */
export function ScreenInProgress({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={{ base: 48, sm: 80 }} data-testid="screen-in-progress">
      <Stack align="center" ta="center" gap="md" className={classes.card}>
        <img src={yarnUrl} alt="" width={140} height={110} className={classes.art} />
        <Badge color="sun.3" c="ink.9" size="lg" radius="xl">
          {t('inProgress.badge')}
        </Badge>
        <Title order={1}>{t(`screens.${name}`)}</Title>
        <Text size="lg">{t('inProgress.note')}</Text>
        <Text c="dimmed">{t('inProgress.hint')}</Text>
        <Group justify="center" mt="sm">
          <Button component={Link} to="/">
            {t('inProgress.home')}
          </Button>
          <Button component={Link} to="/picture-book" variant="outline" color="ink.8">
            {t('inProgress.read')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}

/** The route being shown asks for its own in-progress screen (its name is in the route handle). */
function RouteInProgress() {
  const handle = leafHandle(useMatches());
  return <ScreenInProgress name={handle?.name ?? '404'} />;
}

/** Screens for route names that are still being built, keyed by route name. */
export function inProgressScreens(names: readonly string[]): Record<string, ComponentType> {
  return Object.fromEntries(names.map((name) => [name, RouteInProgress]));
}
