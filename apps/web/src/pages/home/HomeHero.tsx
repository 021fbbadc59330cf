import { Button, Container, Group, Text, Title } from '@mantine/core';
import { IconArrowRight, IconBook2 } from '@tabler/icons-react';
import { Link } from 'react-router';
import heroArt from '../../assets/hero-lighthouse.svg';
import { useTranslation } from '../../i18n/react';
import classes from './Home.module.css';

/** The first thing a visitor sees: what Storyloom is, and two ways in. */
export function HomeHero() {
  const { t } = useTranslation();
  return (
    <section className={classes.hero} data-testid="home-hero" aria-labelledby="home-hero-title">
      <Container size="xl" className={classes.heroInner}>
        <div className={classes.heroText}>
          <Text className={classes.eyebrow}>{t('home.hero.eyebrow')}</Text>
          <Title order={1} id="home-hero-title" className={classes.heroTitle}>
            {t('home.hero.title')}
          </Title>
          <Text className={classes.heroLead}>{t('home.hero.lead')}</Text>
          <Group gap="md" mt="xl">
            <Button
              component={Link}
              to="/get-start"
              size="lg"
              rightSection={<IconArrowRight size={20} aria-hidden="true" />}
            >
              {t('home.hero.primary')}
            </Button>
            <Button
              component={Link}
              to="/picture-book"
              size="lg"
              variant="white"
              color="ink.8"
              className={classes.ghostButton}
              leftSection={<IconBook2 size={20} aria-hidden="true" />}
            >
              {t('home.hero.secondary')}
            </Button>
          </Group>
          <Text className={classes.reassurance}>{t('home.hero.reassurance')}</Text>
        </div>
        <div className={classes.heroArtFrame}>
          <img
            src={heroArt}
            alt={t('home.hero.imageAlt')}
            width={1200}
            height={800}
            className={classes.heroArt}
            fetchPriority="high"
          />
        </div>
      </Container>
    </section>
  );
}
