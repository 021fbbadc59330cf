import { Badge, Button, Group, Image, Text, Title } from '@mantine/core';
import { bookTypes, challengeKinds, challengeTimes } from '@storyloom/domain';
import { IconCertificate } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { artApi, artKeys } from '../../api/art';
import { type ChallengeView, certificateHref, challengeApi } from '../../api/challenges';
import { showApiError } from '../../api/client';
import { useTranslation } from '../../i18n/react';
import { useInterfaceLanguage } from '../../i18n/useInterfaceLanguage';
import { useSession } from '../../session/useSession';
import { ChallengePage, Failed, Loading } from './ChallengeLayout';
import classes from './Challenges.module.css';

const pick = <T extends string>(list: readonly T[], value: string | undefined): T | undefined =>
  list.find((x) => x === value);

/** Builds /challenge/{type}/{time}/{subtype} with "all" standing in for an unset part. */
function pathFor(type?: string, time?: string, subtype?: string): string {
  const parts = [type ?? 'all', time ?? 'current', subtype].filter(Boolean);
  return `/challenge/${parts.join('/')}`;
}

/** /challenge/{type?}/{time?}/{subtype?}: current and past challenges by type, time and format. */
export function ChallengeListPage() {
  const { t } = useTranslation();
  const language = useInterfaceLanguage();
  const params = useParams();
  const type = pick(challengeKinds, params.type);
  const time = pick(challengeTimes, params.time) ?? 'current';
  const subtype = pick(bookTypes, params.subtype);
  const list = useQuery({
    queryKey: ['challenges', 'list', language, type, time, subtype],
    queryFn: ({ signal }) =>
      challengeApi.list(
        {
          Language: language,
          Time: time,
          ...(type ? { Type: type } : {}),
          ...(subtype ? { Subtype: subtype } : {}),
        },
        signal,
      ),
  });
  const filterLink = (label: string, to: string, active: boolean) => (
    <Button
      key={to + label}
      component={Link}
      to={to}
      size="compact-sm"
      radius="xl"
      variant={active ? 'filled' : 'light'}
      aria-current={active ? 'page' : undefined}
    >
      {label}
    </Button>
  );
  return (
    <ChallengePage
      testId="challenge-page"
      title={t('challenges.list.title')}
      lead={t('challenges.list.lead')}
    >
      <nav aria-label={t('challenges.list.typeFilter')} className={classes.filters}>
        {filterLink(t('challenges.all'), pathFor(undefined, time, subtype), !type)}
        {challengeKinds.map((k) =>
          filterLink(t(`challenges.kind.${k}`), pathFor(k, time, subtype), type === k),
        )}
      </nav>
      <nav aria-label={t('challenges.list.timeFilter')} className={classes.filters}>
        {challengeTimes.map((x) =>
          filterLink(t(`challenges.time.${x}`), pathFor(type, x, subtype), time === x),
        )}
      </nav>
      <nav aria-label={t('challenges.list.formatFilter')} className={classes.filters}>
        {filterLink(t('challenges.allFormats'), pathFor(type, time), !subtype)}
        {bookTypes.map((b) =>
          filterLink(t(`formats.${b}.name`), pathFor(type, time, b), subtype === b),
        )}
      </nav>
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <Failed error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.List.length === 0 ? (
        <Text data-testid="challenges-empty">{t('challenges.list.empty')}</Text>
      ) : (
        <ul className={classes.grid}>
          {list.data.List.map((c) => (
            <ChallengeCard key={c.ChallengeId} challenge={c} />
          ))}
        </ul>
      )}
    </ChallengePage>
  );
}

/** The challenge's picture, the one its editor starts with; nothing while it loads or if gone. */
function ChallengeArt({ artworkId }: { artworkId: string }) {
  const art = useQuery({
    queryKey: artKeys.artwork(artworkId),
    queryFn: ({ signal }) => artApi.getArtwork(artworkId, signal),
    staleTime: 10 * 60_000,
  });
  if (!art.data) return null;
  return (
    <Image
      src={art.data.Image.ThumbUrl}
      alt={art.data.Title}
      h={160}
      fit="cover"
      radius="md"
      mb="sm"
      loading="lazy"
      data-testid="challenge-art"
    />
  );
}

function ChallengeCard({ challenge: c }: { challenge: ChallengeView }) {
  const { t } = useTranslation();
  const language = useInterfaceLanguage();
  const navigate = useNavigate();
  const { user } = useSession();
  const start = useMutation({
    mutationFn: () => challengeApi.start(c.ChallengeId, language),
    onSuccess: (res) => navigate(res.EditorPath),
    onError: (err) => showApiError(err),
  });
  return (
    <li className={classes.card} data-testid="challenge-card" data-challenge={c.ChallengeId}>
      {c.ArtworkId ? <ChallengeArt artworkId={c.ArtworkId} /> : null}
      <Group gap={6} mb={6}>
        <Badge variant="light">{t(`challenges.kind.${c.Type}`, { defaultValue: c.Type })}</Badge>
        <Badge variant="outline">
          {t(`formats.${c.Subtype}.name`, { defaultValue: c.Subtype })}
        </Badge>
        {c.Starter ? <Badge color="green">{t('challenges.starter')}</Badge> : null}
        {c.PaidOnly ? <Badge color="grape">{t('challenges.membersOnly')}</Badge> : null}
      </Group>
      <Title order={2} size="h4">
        {c.Title}
      </Title>
      <Text mt={6} className={classes.text}>
        {c.Prompt}
      </Text>
      <Text size="sm" c="dimmed" mt={6}>
        {t('challenges.list.until', { date: new Date(c.EndTime).toLocaleDateString(language) })} ·{' '}
        {t('challenges.list.entries', { count: c.EntryCount })}
      </Text>
      {c.CertificatePath ? (
        <Group gap="xs" mt="sm">
          <Badge color="green" variant="light">
            {t('challenges.completed')}
          </Badge>
          <Button
            component="a"
            href={certificateHref(c.CertificatePath, language)}
            download
            variant="light"
            size="xs"
            leftSection={<IconCertificate size={16} aria-hidden="true" />}
            data-testid="challenge-certificate"
          >
            {t('challenges.certificate')}
          </Button>
        </Group>
      ) : null}
      {c.Time === 'current' ? (
        user ? (
          <Button
            mt="sm"
            onClick={() => start.mutate()}
            loading={start.isPending}
            data-testid="challenge-start"
          >
            {t('challenges.start')}
          </Button>
        ) : (
          <Button
            mt="sm"
            component={Link}
            to={`/signin?redirect=${encodeURIComponent(window.location.pathname)}`}
            variant="light"
          >
            {t('challenges.signInToStart')}
          </Button>
        )
      ) : null}
    </li>
  );
}
