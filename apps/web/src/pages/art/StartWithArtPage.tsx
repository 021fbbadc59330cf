import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Container,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  type BookType,
  ErrorCode,
  isBookType,
  libraryForBookType,
  parseTags,
  signInRedirect,
  tagRules,
} from '@storyloom/domain';
import { IconAlertCircle, IconArrowRight, IconLogin } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { artApi, artKeys, type BrowseFilters } from '../../api/art';
import { formText } from '../../api/art-schemas';
import { api, apiErrorMessage, isApiError } from '../../api/client';
import { ArtBand, EmptyState, ErrorState, GridSkeleton } from '../../components/ArtStates';
import shared from '../../components/ArtStates.module.css';
import { ArtistCardBody } from '../../components/art/ArtistCard';
import pieces from '../../components/art/ArtPieces.module.css';
import { useTagLanguage } from '../../components/art/tags';
import frame from '../../components/PageFrame.module.css';
import { useTranslation } from '../../i18n/react';
import { useSession } from '../../session/useSession';
import { ArtSetPreview, Step } from './components/StartSteps';

/** Where the art set comes from: an artist's gallery or every picture with a tag. */
const startSchema = z
  .object({
    source: z.enum(['artist', 'tag']),
    artist: z.string(),
    tag: z.string().trim().max(tagRules.maxLength, 'art.form.searchTooLong'),
  })
  .superRefine((value, ctx) => {
    if (value.source === 'artist' && !value.artist) {
      ctx.addIssue({ code: 'custom', path: ['artist'], message: 'art.start.chooseArtist' });
    }
    if (value.source === 'tag') {
      if (!value.tag)
        ctx.addIssue({ code: 'custom', path: ['tag'], message: 'art.start.chooseTag' });
      else if (parseTags(value.tag).problems.length > 0) {
        ctx.addIssue({ code: 'custom', path: ['tag'], message: 'art.form.tagInvalidPlain' });
      }
    }
  });
type StartValues = z.input<typeof startSchema>;

/**
 * Freezes the chosen art into an art set, makes the draft that holds it and answers the editor
 * path with `?book=`. A type whose editor is not ready yet (BOOK_TYPE_NOT_READY: comics until
 * their editor lands) opens its editor with `?artSet=` instead, where the draft is made later.
 */
export async function startDraft(
  bookType: BookType,
  source: 'artist' | 'tag',
  value: string,
  startArtworkId?: string,
): Promise<string> {
  const set = await artApi.startWithArt(bookType, source, value);
  try {
    const draft = await artApi.createBook(set.ArtSetId, bookType, startArtworkId);
    return draft.Book.EditorPath;
  } catch (err) {
    if (isApiError(err) && err.code === ErrorCode.BOOK_TYPE_NOT_READY) return set.EditorPath;
    throw err;
  }
}

/** Ties a draft to the challenge it was started for (docs/api.md, "Challenges and guides"). */
export function enterChallenge(ChallengeId: string, BookId: string) {
  return api.post<{ Entered: boolean }>('/api/Challenges/Enter', { ChallengeId, BookId });
}

/** The artists with the one the writer came from first: the chooser starts at them. */
export function firstTheChosen<T extends { Slug: string }>(artists: T[], slug?: string): T[] {
  const at = slug ? artists.findIndex((a) => a.Slug === slug.toLowerCase()) : -1;
  if (at <= 0) return artists;
  return [artists[at] as T, ...artists.slice(0, at), ...artists.slice(at + 1)];
}

/**
 * /start-with-art/{bookType}/{special?} and /start-comic/{special?}: the writer picks an artist's
 * gallery or a tag, sees the pictures, and starts a draft of that book type holding that art set;
 * the book's editor opens next. `{special}` names an artist to start with (their slug, shown
 * first and chosen); `?tag=` starts with a tag; `?artwork=` names the picture the writer chose
 * ("Write a story with this picture"), which goes on page 1 and the cover.
 */
export function StartWithArtPage({ comic = false }: { comic?: boolean }) {
  const { t } = useTranslation();
  const params = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { user } = useSession();
  const language = useTagLanguage();
  const bookType: BookType | null = comic
    ? 'comic'
    : isBookType(params.bookType)
      ? params.bookType
      : null;
  const library = bookType ? libraryForBookType(bookType) : 'gallery';
  const special = params.special;
  const query = new URLSearchParams(location.search);
  const presetTag = query.get('tag') ?? '';
  const chosenArtwork = query.get('artwork') ?? undefined;
  const challengeId = query.get('challenge') ?? undefined;

  const artists = useQuery({
    queryKey: artKeys.artists(library),
    queryFn: ({ signal }) => artApi.artists({ library, limit: 100 }, signal),
    enabled: bookType !== null,
  });
  const tags = useQuery({
    queryKey: artKeys.tags(
      language,
      library,
      library === 'gallery' ? (bookType ?? undefined) : undefined,
    ),
    queryFn: ({ signal }) =>
      artApi.tags(
        language,
        { library, ...(library === 'gallery' && bookType ? { bookType } : {}), limit: 24 },
        signal,
      ),
    enabled: bookType !== null,
  });

  const form = useForm<StartValues>({
    resolver: zodResolver(startSchema),
    defaultValues: {
      source: presetTag ? 'tag' : 'artist',
      artist: presetTag ? '' : (special ?? ''),
      tag: presetTag,
    },
  });
  const [source, artist, tag] = useWatch({
    control: form.control,
    name: ['source', 'artist', 'tag'],
  });

  // A picture chosen without its artist (a challenge's artwork): its artist is preselected, so
  // the draft holds that artist's set and starts on the picture; a writer's own pick stays.
  const chosen = useQuery({
    queryKey: artKeys.artwork(chosenArtwork ?? ''),
    queryFn: ({ signal }) => artApi.getArtwork(chosenArtwork as string, signal),
    enabled: Boolean(chosenArtwork) && !special,
  });
  useEffect(() => {
    const slug = chosen.data?.Artist.Slug;
    if (!slug || special || form.getValues('artist') !== '') return;
    if (form.getValues('source') !== 'artist') return;
    form.setValue('artist', slug);
  }, [chosen.data, special, form]);

  // `{special}` that names no artist of this library is dropped once the list is known.
  useEffect(() => {
    if (!artists.data || !special || form.getValues('artist') !== special) return;
    if (!artists.data.some((a) => a.Slug === special.toLowerCase())) form.setValue('artist', '');
    else form.setValue('artist', special.toLowerCase());
  }, [artists.data, special, form]);

  const previewFilters = useMemo((): BrowseFilters | null => {
    if (!bookType) return null;
    const base: BrowseFilters = {
      library,
      ...(library === 'gallery' ? { bookType } : {}),
    };
    if (source === 'artist') return artist ? { ...base, artist } : null;
    const typed = parseTags(tag ?? '');
    return typed.tags[0] && typed.problems.length === 0 ? { ...base, tag: typed.tags[0] } : null;
  }, [bookType, library, source, artist, tag]);

  const start = useMutation({
    mutationFn: async (values: StartValues) => {
      const editorPath = await startDraft(
        bookType as BookType,
        values.source,
        values.source === 'artist' ? values.artist : values.tag.trim(),
        chosenArtwork,
      );
      // Started from a challenge (/challenge): the new draft is entered in it (issue 19).
      const bookId = new URLSearchParams(editorPath.split('?')[1] ?? '').get('book');
      if (challengeId && bookId) await enterChallenge(challengeId, bookId);
      return editorPath;
    },
    onSuccess: (editorPath) => {
      void navigate(editorPath);
    },
  });

  if (!bookType) {
    return (
      <Container size="md" py={48}>
        <EmptyState
          title={t('art.start.unknownTypeTitle')}
          body={t('art.start.unknownTypeBody')}
          testId="art-not-found"
          actions={
            <Group justify="center">
              {(['picturebook', 'poetry', 'flashfiction', 'longform'] as const).map((type) => (
                <Button
                  key={type}
                  component={Link}
                  to={`/start-with-art/${type}`}
                  variant="outline"
                  color="ink.8"
                >
                  {t(`art.bookTypes.${type}`)}
                </Button>
              ))}
              <Button component={Link} to="/start-comic" variant="outline" color="ink.8">
                {t('art.bookTypes.comic')}
              </Button>
            </Group>
          }
        />
      </Container>
    );
  }

  const submit = form.handleSubmit((values) => start.mutate(values));
  const here = `${location.pathname}${location.search}`;
  return (
    <div data-testid="start-with-art">
      <ArtBand
        eyebrow={t(`art.bookTypes.${bookType}`)}
        title={t(`art.start.title.${bookType}`)}
        lead={t('art.start.lead')}
        tone="meadow"
        titleId="start-title"
      />
      <Container size="xl" className={frame.body}>
        <form onSubmit={submit} noValidate>
          <Stack gap="lg">
            <Step number={1} title={t('art.start.step1')}>
              <Controller
                control={form.control}
                name="source"
                render={({ field }) => (
                  <SegmentedControl
                    {...field}
                    radius="xl"
                    color="ink.8"
                    mb="md"
                    aria-label={t('art.start.sourceLabel')}
                    data={[
                      { value: 'artist', label: t('art.start.byArtist') },
                      { value: 'tag', label: t('art.start.byTag') },
                    ]}
                  />
                )}
              />
              {source === 'artist' ? (
                artists.isPending ? (
                  <GridSkeleton count={4} />
                ) : artists.isError ? (
                  <ErrorState error={artists.error} onRetry={() => void artists.refetch()} />
                ) : artists.data.length === 0 ? (
                  <EmptyState
                    title={t('art.start.noArtistsTitle')}
                    body={t('art.start.noArtistsBody')}
                  />
                ) : (
                  <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
                    <legend className={shared.visuallyHidden}>{t('art.start.artistLegend')}</legend>
                    <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing={{ base: 'sm', sm: 'lg' }}>
                      {firstTheChosen(artists.data, special ?? chosen.data?.Artist.Slug).map(
                        (a) => (
                          <label
                            key={a.Slug}
                            className={pieces.choiceCard}
                            data-testid="artist-choice"
                            data-artist={a.Slug}
                          >
                            <input
                              type="radio"
                              value={a.Slug}
                              {...form.register('artist')}
                              aria-label={a.Name}
                            />
                            <span className={pieces.artistCard}>
                              <ArtistCardBody artist={a} />
                            </span>
                          </label>
                        ),
                      )}
                    </SimpleGrid>
                    {form.formState.errors.artist ? (
                      <Text c="ember.8" fw={700} mt="sm" role="alert">
                        {formText(t, form.formState.errors.artist.message)}
                      </Text>
                    ) : null}
                  </fieldset>
                )
              ) : (
                <Stack gap="md">
                  <TextInput
                    label={t('art.start.tagLabel')}
                    placeholder={t('art.browse.tagPlaceholder')}
                    maw={420}
                    {...form.register('tag')}
                    error={formText(t, form.formState.errors.tag?.message)}
                  />
                  {tags.data && tags.data.length > 0 ? (
                    <div>
                      <Text fw={800} size="sm" c="ink.9" mb={8} id="start-popular-tags">
                        {t('art.browse.popularTags')}
                      </Text>
                      <ul className={pieces.tagCloud} aria-labelledby="start-popular-tags">
                        {tags.data.map((item) => (
                          <li key={item.Key}>
                            <button
                              type="button"
                              className={pieces.tagChip}
                              aria-pressed={item.Key === (tag ?? '').trim().toLowerCase()}
                              onClick={() =>
                                form.setValue('tag', item.Tag, { shouldValidate: true })
                              }
                            >
                              {item.Tag}
                            </button>
                          </li>
                        ))}
                      </ul>
                    </div>
                  ) : null}
                </Stack>
              )}
            </Step>
            <Step number={2} title={t('art.start.step2')}>
              <ArtSetPreview filters={previewFilters} bookType={bookType} />
            </Step>
            <Step number={3} title={t('art.start.step3')}>
              <Stack gap="md" align="flex-start">
                {start.isError ? (
                  <Alert
                    color="red"
                    variant="light"
                    radius="md"
                    icon={<IconAlertCircle aria-hidden="true" />}
                    role="alert"
                    data-testid="form-alert"
                  >
                    <Text fw={700}>{apiErrorMessage(start.error)}</Text>
                  </Alert>
                ) : null}
                <Text>{t(`art.start.goLead.${bookType}`)}</Text>
                {chosenArtwork ? (
                  <Text fw={700} data-testid="start-chosen-picture">
                    {t('art.start.chosenPicture')}
                  </Text>
                ) : null}
                {user ? (
                  <Button
                    type="submit"
                    size="lg"
                    loading={start.isPending}
                    rightSection={<IconArrowRight size={20} aria-hidden="true" />}
                  >
                    {t(`art.start.go.${bookType}`)}
                  </Button>
                ) : (
                  <Button
                    component={Link}
                    to={signInRedirect(here)}
                    size="lg"
                    leftSection={<IconLogin size={20} aria-hidden="true" />}
                  >
                    {t('art.start.signInFirst')}
                  </Button>
                )}
              </Stack>
            </Step>
          </Stack>
        </form>
      </Container>
    </div>
  );
}

export function StartComicPage() {
  return <StartWithArtPage comic />;
}
