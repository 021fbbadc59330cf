import { Button, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { apiErrorMessage } from '../api/client';
import easelArt from '../assets/easel-balloon.svg';
import yarnArt from '../assets/yarn-ball.svg';
import { useTranslation } from '../i18n/react';
import classes from './ArtStates.module.css';
import { pictureSources } from './picture-sources';

/** Buttons with long labels (Spanish!) wrap onto two lines instead of running off a phone. */
export const wrapButton = {
  root: { maxWidth: '100%', height: 'auto', minHeight: 42, paddingBlock: 8 },
  label: { whiteSpace: 'normal' as const, textAlign: 'left' as const, lineHeight: 1.3 },
};

export type BandTone = 'sun' | 'sky' | 'plum' | 'meadow';
const toneClass: Record<BandTone, string | undefined> = {
  sun: undefined,
  sky: classes.bandSky,
  plum: classes.bandPlum,
  meadow: classes.bandMeadow,
};

/**
 * The warm band a screen opens with (art, help, blog, search): eyebrow, heading, lead, actions,
 * a picture; `size` matches the width of the screen's body below it.
 */
export function ArtBand({
  eyebrow,
  title,
  lead,
  art,
  tone = 'sun',
  actions,
  children,
  titleId,
  aside,
  size = 'xl',
}: {
  aside?: ReactNode;
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  art?: string;
  tone?: BandTone;
  actions?: ReactNode;
  children?: ReactNode;
  titleId?: string;
  size?: 'sm' | 'md' | 'lg' | 'xl';
}) {
  return (
    <section className={`${classes.band} ${toneClass[tone] ?? ''}`} aria-labelledby={titleId}>
      <Container size={size} className={classes.bandInner}>
        <div className={classes.bandText}>
          {eyebrow ? <Text className={classes.eyebrow}>{eyebrow}</Text> : null}
          <Title order={1} className={classes.title} id={titleId}>
            {title}
          </Title>
          {lead ? <Text className={classes.lead}>{lead}</Text> : null}
          {actions ? (
            <Group gap="sm" mt="lg">
              {actions}
            </Group>
          ) : null}
          {children}
        </div>
        {aside ??
          (art ? (
            <img src={art} alt="" width={300} height={240} className={classes.bandArt} />
          ) : null)}
      </Container>
    </section>
  );
}

/** Three of an artist's pictures, fanned out like prints on a table (wide screens only). */
export function Collage({ pictures }: { pictures: readonly { src: string; key: string }[] }) {
  if (pictures.length === 0) return null;
  return (
    <div className={classes.collage} aria-hidden="true">
      {pictures.slice(0, 3).map((picture, index) => (
        <img
          key={picture.key}
          {...pictureSources(picture.src, '200px')}
          alt=""
          // Hidden on a phone (ArtStates.module.css): a lazy picture that is not shown is not fetched.
          loading="lazy"
          width={200}
          height={150}
          className={classes.collageItem}
          data-index={index}
        />
      ))}
    </div>
  );
}

/** Loading a grid of pictures: soft tiles where the pictures will be, announced once. */
export function GridSkeleton({ count = 8, label }: { count?: number; label?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" data-testid="art-loading">
      <span className={classes.visuallyHidden}>{label ?? t('art.common.loading')}</span>
      <ul className={classes.grid} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <li key={i} className={classes.skeletonTile}>
            <Skeleton height={0} style={{ aspectRatio: '4 / 3', height: 'auto' }} radius={0} />
            <Stack gap={6} p={12}>
              <Skeleton height={14} width="80%" radius="xl" />
              <Skeleton height={10} width="50%" radius="xl" />
            </Stack>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Nothing here yet: a picture, what it means, and what to do next. */
export function EmptyState({
  title,
  body,
  actions,
  art = easelArt,
  testId = 'art-empty',
}: {
  title: string;
  body?: ReactNode;
  actions?: ReactNode;
  art?: string;
  testId?: string;
}) {
  return (
    <Stack align="center" ta="center" gap="sm" className={classes.state} data-testid={testId}>
      <img src={art} alt="" width={150} height={120} className={classes.stateArt} />
      <Title order={2} size="h3" c="ink.9">
        {title}
      </Title>
      {body ? (
        <Text maw={520} c="dimmed">
          {body}
        </Text>
      ) : null}
      {actions ? (
        <Group justify="center" mt="xs">
          {actions}
        </Group>
      ) : null}
    </Stack>
  );
}

/** A call failed: the server's message (in the reader's language) and a way to try again. */
export function ErrorState({
  error,
  onRetry,
  title,
}: {
  error: unknown;
  onRetry?: () => void;
  title?: string;
}) {
  const { t } = useTranslation();
  return (
    <Stack
      align="center"
      ta="center"
      gap="sm"
      className={classes.state}
      role="alert"
      data-testid="art-error"
    >
      <img src={yarnArt} alt="" width={140} height={110} className={classes.stateArt} />
      <Group gap={8} justify="center">
        <IconAlertTriangle size={24} color="var(--mantine-color-ember-7)" aria-hidden="true" />
        <Title order={2} size="h3" c="ink.9">
          {title ?? t('art.common.errorTitle')}
        </Title>
      </Group>
      <Text maw={520}>{apiErrorMessage(error)}</Text>
      <Group justify="center" mt="xs">
        {onRetry ? (
          <Button onClick={onRetry} leftSection={<IconRefresh size={18} aria-hidden="true" />}>
            {t('art.common.retry')}
          </Button>
        ) : null}
        <Button component={Link} to="/artwork" variant="outline" color="ink.8">
          {t('art.common.toGallery')}
        </Button>
      </Group>
    </Stack>
  );
}
