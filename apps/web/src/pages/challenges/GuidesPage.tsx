import { Button, NativeSelect, Text, Title } from '@mantine/core';
import { bookTypes, guideCategoryIds, guideGenres } from '@storyloom/domain';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { challengeApi } from '../../api/challenges';
import { useTranslation } from '../../i18n/react';
import { useInterfaceLanguage } from '../../i18n/useInterfaceLanguage';
import { ChallengePage, Failed, Loading } from './ChallengeLayout';
import classes from './Challenges.module.css';

/**
 * /guides/{chapters*}: the library (/guides, /guides/{category}) with format and genre filters
 * (?format=, ?genre=), or one chapter (/guides/{category}/{guideId}).
 */
export function GuidesPage() {
  const params = useParams();
  const [category, guideId] = (params['*'] ?? '').split('/').filter(Boolean);
  return guideId ? <GuideChapter guideId={guideId} /> : <GuideLibrary category={category} />;
}

function GuideLibrary({ category }: { category: string | undefined }) {
  const { t } = useTranslation();
  const language = useInterfaceLanguage();
  const [search, setSearch] = useSearchParams();
  const chosen = guideCategoryIds.find((id) => String(id) === category);
  const format = bookTypes.find((b) => b === search.get('format'));
  const genre = guideGenres.find((g) => g === search.get('genre'));
  const guides = useQuery({
    queryKey: ['guides', language, chosen, format, genre],
    queryFn: ({ signal }) =>
      challengeApi.guides(
        {
          Language: language,
          ...(chosen !== undefined ? { Category: chosen } : {}),
          ...(format ? { Format: format } : {}),
          ...(genre ? { Genre: genre } : {}),
        },
        signal,
      ),
  });
  const setFilter = (key: string, value: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set(key, value);
    else next.delete(key);
    setSearch(next);
  };
  const suffix = search.toString() ? `?${search.toString()}` : '';
  return (
    <ChallengePage
      testId="guides-page"
      title={t('challenges.guides.title')}
      lead={t('challenges.guides.lead')}
    >
      <nav aria-label={t('challenges.guides.categories')} className={classes.filters}>
        <Button
          component={Link}
          to={`/guides${suffix}`}
          size="compact-sm"
          radius="xl"
          variant={chosen === undefined ? 'filled' : 'light'}
        >
          {t('challenges.all')}
        </Button>
        {guideCategoryIds.map((id) => (
          <Button
            key={id}
            component={Link}
            to={`/guides/${id}${suffix}`}
            size="compact-sm"
            radius="xl"
            variant={chosen === id ? 'filled' : 'light'}
            aria-current={chosen === id ? 'page' : undefined}
          >
            {t(`challenges.guideCategory.${id}`)}
          </Button>
        ))}
      </nav>
      <div className={classes.filters}>
        <NativeSelect
          label={t('challenges.guides.format')}
          value={format ?? ''}
          onChange={(e) => setFilter('format', e.currentTarget.value)}
          data={[
            { value: '', label: t('challenges.allFormats') },
            ...bookTypes.map((b) => ({ value: b, label: t(`formats.${b}.name`) })),
          ]}
        />
        <NativeSelect
          label={t('challenges.guides.genre')}
          value={genre ?? ''}
          onChange={(e) => setFilter('genre', e.currentTarget.value)}
          data={[
            { value: '', label: t('challenges.guides.anyGenre') },
            ...guideGenres
              .filter((g) => g !== 'any')
              .map((g) => ({ value: g, label: t(`challenges.genre.${g}`) })),
          ]}
        />
      </div>
      {guides.isPending ? (
        <Loading />
      ) : guides.isError ? (
        <Failed error={guides.error} onRetry={() => void guides.refetch()} />
      ) : guides.data.List.length === 0 ? (
        <Text data-testid="guides-empty">{t('challenges.guides.empty')}</Text>
      ) : (
        <ul className={classes.grid}>
          {guides.data.List.map((g) => (
            <li key={g.GuideId} className={classes.card} data-testid="guide-card">
              <Text size="sm" c="dimmed">
                {t(`challenges.guideCategory.${g.Category}`)}
              </Text>
              <Title order={2} size="h4">
                <Link to={g.Path}>{g.Title}</Link>
              </Title>
              <Text mt={6}>{g.Intro}</Text>
            </li>
          ))}
        </ul>
      )}
    </ChallengePage>
  );
}

function GuideChapter({ guideId }: { guideId: string }) {
  const { t } = useTranslation();
  const language = useInterfaceLanguage();
  const guide = useQuery({
    queryKey: ['guide', guideId, language],
    queryFn: ({ signal }) => challengeApi.guide(guideId, language, signal),
  });
  const g = guide.data?.Guide;
  return (
    <ChallengePage testId="guide-chapter-page" title={g?.Title ?? t('challenges.guides.title')}>
      <Button
        component={Link}
        to={g ? `/guides/${g.Category}` : '/guides'}
        variant="subtle"
        px={0}
        mb="md"
      >
        {t('challenges.guides.back')}
      </Button>
      {guide.isPending ? (
        <Loading />
      ) : guide.isError || !g ? (
        <Failed error={guide.error} onRetry={() => void guide.refetch()} />
      ) : (
        <article className={classes.card}>
          {g.Paragraphs?.map((p) => (
            <Text key={p} mb="sm" className={classes.text}>
              {p}
            </Text>
          ))}
        </article>
      )}
    </ChallengePage>
  );
}
