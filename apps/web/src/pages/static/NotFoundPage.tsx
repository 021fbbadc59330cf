import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import foxArt from '../../assets/fox-lantern.svg';
import { useTranslation } from '../../i18n/react';
import classes from './NotFoundPage.module.css';

/** /404: where unknown addresses land (SPEC §2), with a friendly way home. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Container size="md" py={{ base: 40, sm: 72 }} data-testid="not-found">
      <Stack align="center" ta="center" gap="lg">
        <img
          src={foxArt}
          alt={t('notFound.imageAlt')}
          width={560}
          height={420}
          className={classes.art}
        />
        <Title order={1}>{t('notFound.title')}</Title>
        <Text size="xl" maw={560}>
          {t('notFound.body')}
        </Text>
        <Group justify="center">
          <Button component={Link} to="/" size="lg">
            {t('notFound.home')}
          </Button>
          <Button component={Link} to="/picture-book" size="lg" variant="outline" color="ink.8">
            {t('notFound.read')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
