import { Container, SimpleGrid, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import comicArt from '../../assets/format-comic.svg';
import flashArt from '../../assets/format-flashfiction.svg';
import longformArt from '../../assets/format-longform.svg';
import pictureBookArt from '../../assets/format-picturebook.svg';
import poetryArt from '../../assets/format-poetry.svg';
import { useTranslation } from '../../i18n/react';
import classes from './Home.module.css';

/** The five formats (SPEC §1), each leading to its reading list (SPEC §2). */
const formats = [
  { key: 'picturebook', to: '/picture-book', art: pictureBookArt, tint: '#fff0c2' },
  { key: 'comic', to: '/comic', art: comicArt, tint: '#d3eefa' },
  { key: 'longform', to: '/longform-story', art: longformArt, tint: '#d5efe3' },
  { key: 'flashfiction', to: '/flash-fiction', art: flashArt, tint: '#ffe2d5' },
  { key: 'poetry', to: '/poetry', art: poetryArt, tint: '#eddaf2' },
] as const;

export function HomeFormats() {
  const { t } = useTranslation();
  return (
    <section className={classes.section} aria-labelledby="home-formats-title">
      <Container size="xl">
        <div className={classes.sectionHead}>
          <Title order={2} id="home-formats-title">
            {t('home.formats.title')}
          </Title>
          <Text className={classes.sectionLead}>{t('home.formats.lead')}</Text>
        </div>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }} spacing="lg">
          {formats.map((format) => (
            <article
              key={format.key}
              className={classes.formatCard}
              style={{ ['--format-tint' as string]: format.tint }}
            >
              <img
                src={format.art}
                alt=""
                width={320}
                height={220}
                loading="lazy"
                className={classes.formatArt}
              />
              <div className={classes.formatBody}>
                <Title order={3} className={classes.formatName}>
                  {t(`formats.${format.key}.name`)}
                </Title>
                <Text className={classes.formatBlurb}>{t(`formats.${format.key}.blurb`)}</Text>
                <Link to={format.to} className={classes.formatLink}>
                  {t(`formats.${format.key}.cta`)}
                  <IconArrowRight size={18} aria-hidden="true" />
                </Link>
              </div>
            </article>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
