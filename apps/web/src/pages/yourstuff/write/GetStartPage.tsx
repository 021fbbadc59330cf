import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import type { BookType } from '@storyloom/domain';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import easelArt from '../../../assets/easel-balloon.svg';
import comicArt from '../../../assets/format-comic.svg';
import flashArt from '../../../assets/format-flashfiction.svg';
import longformArt from '../../../assets/format-longform.svg';
import pictureBookArt from '../../../assets/format-picturebook.svg';
import poetryArt from '../../../assets/format-poetry.svg';
import { ArtBand } from '../../../components/ArtStates';
import { useTranslation } from '../../../i18n/react';
import classes from './Write.module.css';

/** The five formats (SPEC §1), each leading to its start-from-art screen. */
const formats: readonly { type: BookType; to: string; art: string; tint: string }[] = [
  { type: 'picturebook', to: '/start-with-art/picturebook', art: pictureBookArt, tint: '#fff0c2' },
  { type: 'longform', to: '/start-with-art/longform', art: longformArt, tint: '#d5efe3' },
  { type: 'flashfiction', to: '/start-with-art/flashfiction', art: flashArt, tint: '#ffe2d5' },
  { type: 'poetry', to: '/start-with-art/poetry', art: poetryArt, tint: '#eddaf2' },
  { type: 'comic', to: '/start-comic', art: comicArt, tint: '#d3eefa' },
];

/** /get-start: helps a new writer choose a format; every book starts from art. */
export function GetStartPage() {
  const { t } = useTranslation();
  return (
    <>
      <ArtBand
        eyebrow={t('getStart.eyebrow')}
        title={t('getStart.title')}
        lead={t('getStart.lead')}
        art={easelArt}
        tone="sky"
        titleId="get-start-title"
      />
      <Container size="xl" w="100%" py={{ base: 20, sm: 36 }}>
        <Stack gap="lg">
          <ul className={classes.formats} aria-labelledby="get-start-title">
            {formats.map((format) => (
              <li key={format.type}>
                <Link
                  to={format.to}
                  className={classes.format}
                  style={{ ['--format-tint' as string]: format.tint }}
                  data-testid={`format-${format.type}`}
                >
                  <img
                    src={format.art}
                    alt=""
                    width={320}
                    height={220}
                    className={classes.formatArt}
                  />
                  <div className={classes.formatBody}>
                    <Title order={2} className={classes.formatName}>
                      {t(`getStart.formats.${format.type}.name`)}
                    </Title>
                    <Text component="span" className={classes.formatBlurb}>
                      {t(`getStart.formats.${format.type}.blurb`)}
                    </Text>
                    <span className={classes.formatGo}>
                      {t(`getStart.formats.${format.type}.cta`)}
                      <IconArrowRight size={18} aria-hidden="true" />
                    </span>
                  </div>
                </Link>
              </li>
            ))}
          </ul>
          <Text c="dimmed" ta="center">
            {t('getStart.hint')}{' '}
            <Anchor component={Link} to="/yourstuff-tools" fw={700}>
              {t('getStart.toolsLink')}
            </Anchor>
          </Text>
        </Stack>
      </Container>
    </>
  );
}
