import { Alert, Loader, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type BadgeId, badgeSvg } from '@storyloom/domain';
import { useQuery } from '@tanstack/react-query';
import { apiErrorMessage } from '../../api/client';
import { type BadgeView, ledgerApi, ledgerKeys } from '../../api/ledger';
import { useTranslation } from '../../i18n/react';
import classes from './BadgeBoard.module.css';

const artCache = new Map<BadgeId, string>();
/** Each badge's artwork, drawn in code (packages/domain badgeSvg), as an image address. */
function badgeArt(id: BadgeId): string {
  let url = artCache.get(id);
  if (!url) {
    url = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(badgeSvg(id, ''))}`;
    artCache.set(id, url);
  }
  return url;
}

function BadgeCard({ badge }: { badge: BadgeView }) {
  const { t, i18n } = useTranslation();
  const name = t(`ledger.badges.names.${badge.Id}`);
  const date = badge.EarnedTime
    ? new Intl.DateTimeFormat(i18n.language === 'zh' ? 'zh-CN' : i18n.language, {
        dateStyle: 'medium',
        timeZone: 'UTC',
      }).format(new Date(badge.EarnedTime))
    : null;
  return (
    <Paper
      className={classes.badgeCard}
      p="md"
      radius="lg"
      withBorder
      data-testid={`badge-${badge.Id}`}
      data-earned={badge.Earned}
    >
      <Stack gap={6} align="center">
        <img
          src={badgeArt(badge.Id)}
          alt=""
          className={`${classes.badgeArt} ${badge.Earned ? '' : classes.locked}`}
        />
        <Text fw={700}>{name}</Text>
        <Text size="sm" c="dimmed">
          {t(`ledger.badges.how.${badge.Id}`)}
        </Text>
        {badge.Earned ? (
          <Text size="xs" fw={700} c="meadow.9" className={classes.earnedOn}>
            {t('ledger.badges.earnedOn', { date })}
          </Text>
        ) : (
          <Stack gap={2} w="100%">
            <Progress
              value={(badge.Current / badge.Target) * 100}
              color="sun.6"
              aria-label={t('ledger.badges.progress', {
                name,
                current: badge.Current,
                target: badge.Target,
              })}
            />
            <Text size="xs" c="dimmed">
              {t('ledger.badges.progressShort', { current: badge.Current, target: badge.Target })}
            </Text>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

/** The badge catalogue of one user: earned first as they come, still to earn with progress. */
export function BadgeBoard({ userName }: { userName: string }) {
  const { t } = useTranslation();
  const badges = useQuery({
    queryKey: ledgerKeys.badges(userName),
    queryFn: () => ledgerApi.badges(userName),
    retry: false,
  });
  if (badges.isPending) return <Loader aria-label={t('ledger.loading')} />;
  if (badges.isError) {
    return (
      <Alert color="ember" role="alert">
        {apiErrorMessage(badges.error)}
      </Alert>
    );
  }
  const data = badges.data;
  const earned = data.Badges.filter((b) => b.Earned);
  const toEarn = data.Badges.filter((b) => !b.Earned);
  return (
    <Stack gap="lg">
      <Text size="lg" data-testid="badges-count">
        {data.IsOwn
          ? t('ledger.badges.countOwn', { count: data.EarnedCount, total: data.Badges.length })
          : t('ledger.badges.countOf', {
              name: data.UserName,
              count: data.EarnedCount,
              total: data.Badges.length,
            })}
      </Text>
      {earned.length ? (
        <section aria-labelledby="badges-earned">
          <Title order={2} size="h3" id="badges-earned" mb="sm">
            {t('ledger.badges.earned')}
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="md">
            {earned.map((badge) => (
              <BadgeCard key={badge.Id} badge={badge} />
            ))}
          </SimpleGrid>
        </section>
      ) : null}
      <section aria-labelledby="badges-to-earn">
        <Title order={2} size="h3" id="badges-to-earn" mb="sm">
          {t('ledger.badges.toEarn')}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="md">
          {toEarn.map((badge) => (
            <BadgeCard key={badge.Id} badge={badge} />
          ))}
        </SimpleGrid>
      </section>
    </Stack>
  );
}
