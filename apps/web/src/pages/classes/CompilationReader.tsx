import { Anchor, Box, Button, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { type ComicPage, comicPageSchema } from '@storyloom/domain';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { type KeyboardEvent, useMemo, useState } from 'react';
import type { CompilationStory, CompilationView } from '../../api/classes';
import type { ReaderPart } from '../../api/reader';
import { ComicPageView } from '../../components/comic/ComicPageView';
import { ComicWords } from '../../components/comic/ComicWords';
import type { ReadAloud } from '../../components/reader/useReadAloud';
import { PoemView } from '../../components/reader/Views';
import { useTranslation } from '../../i18n/react';

/** The compilation reader reads nothing aloud (each story's own reader does). */
const silent: ReadAloud = {
  supported: false,
  state: 'idle',
  text: '',
  sentences: [],
  current: -1,
  toggle: () => undefined,
  stop: () => undefined,
};

type Page =
  | { kind: 'cover' }
  | { kind: 'contents' }
  | { kind: 'opener'; story: CompilationStory; number: number }
  | {
      kind: 'part';
      story: CompilationStory;
      part: ReaderPart & { Comic?: unknown };
      index: number;
    };

function ComicPart({
  story,
  part,
  index,
}: {
  story: CompilationStory;
  part: { Comic?: unknown };
  index: number;
}) {
  const { t } = useTranslation();
  const images = useMemo(() => new Map(Object.entries(story.Images ?? {})), [story.Images]);
  const parsed = comicPageSchema.safeParse(part.Comic);
  if (!parsed.success) return null;
  const page: ComicPage = parsed.data;
  return (
    <Stack>
      <ComicPageView
        page={page}
        images={images}
        label={t('comicReader.page', { number: index + 1, total: story.Parts.length })}
      />
      <ComicWords page={page} number={index + 1} />
    </Stack>
  );
}

/**
 * A class compilation as a book (decision 051): the cover, the contents, then each story opened
 * by its title and its writer's username and shown page by page (a poem as the poetry reader
 * shows it, a comic page as the comic reader does). Turned with the buttons or the arrow keys.
 */
export function CompilationReader({ data }: { data: CompilationView }) {
  const { t } = useTranslation();
  const c = data.Compilation;
  const pages = useMemo(() => {
    const out: Page[] = [{ kind: 'cover' }, { kind: 'contents' }];
    for (const [i, story] of data.Stories.entries()) {
      out.push({ kind: 'opener', story, number: i + 1 });
      for (const [index, part] of story.Parts.entries()) {
        out.push({ kind: 'part', story, part, index });
      }
    }
    return out;
  }, [data.Stories]);
  const [at, setAt] = useState(0);
  const page = pages[Math.min(at, pages.length - 1)] as Page;
  const go = (n: number) => setAt(Math.max(0, Math.min(pages.length - 1, n)));
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') go(at + 1);
    if (e.key === 'ArrowLeft') go(at - 1);
  };
  const startOf = (bookId: string) =>
    pages.findIndex((p) => p.kind === 'opener' && p.story.BookId === bookId);
  const by = (s: CompilationStory) => t('classes.compilations.by', { name: s.Username });
  return (
    <Stack gap="sm">
      <Paper
        withBorder
        radius="lg"
        p={{ base: 'md', sm: 'xl' }}
        mih={420}
        tabIndex={0}
        onKeyDown={onKey}
        aria-label={t('classes.compilations.pageOf', { number: at + 1, total: pages.length })}
        data-testid="compilation-page"
        style={page.kind === 'cover' ? { background: c.Background } : undefined}
      >
        {page.kind === 'cover' ? (
          <Stack align="center" justify="center" mih={380} gap="md" data-testid="compilation-cover">
            {c.Cover ? (
              <Image src={c.Cover.Url} alt="" mah={260} w="auto" fit="contain" radius="md" />
            ) : null}
            <Title order={2} ta="center" style={{ overflowWrap: 'anywhere' }}>
              {c.Title}
            </Title>
            <Text c="dark.5">
              {t(`classes.compilations.kind.${c.Type}`, { count: data.Stories.length })}
            </Text>
          </Stack>
        ) : page.kind === 'contents' ? (
          <Stack gap="xs">
            <Title order={2} size="h3">
              {t('classes.compilations.contents')}
            </Title>
            <Box component="ol" pl="lg" m={0} data-testid="compilation-contents">
              {data.Stories.map((s) => (
                <li key={s.BookId}>
                  <Anchor component="button" type="button" onClick={() => go(startOf(s.BookId))}>
                    {s.Title || t('classes.untitled')}
                  </Anchor>{' '}
                  <Text span c="dimmed" size="sm">
                    · {by(s)}
                  </Text>
                </li>
              ))}
            </Box>
          </Stack>
        ) : page.kind === 'opener' ? (
          <Stack align="center" justify="center" mih={380} gap="xs">
            <Text c="dimmed">{page.number}</Text>
            <Title order={2} ta="center" style={{ overflowWrap: 'anywhere' }}>
              {page.story.Title || t('classes.untitled')}
            </Title>
            <Text size="lg">{by(page.story)}</Text>
          </Stack>
        ) : c.Type === 'comic' ? (
          <ComicPart story={page.story} part={page.part} index={page.index} />
        ) : (
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              {page.story.Title} · {by(page.story)}
            </Text>
            {/* A book page, not a poster: the picture and the lines fit the screen together. */}
            <Box maw={520} w="100%" mx="auto">
              <PoemView part={page.part} aloud={silent} />
            </Box>
          </Stack>
        )}
      </Paper>
      <Group justify="space-between">
        <Button
          variant="default"
          leftSection={<IconChevronLeft size={18} />}
          onClick={() => go(at - 1)}
          disabled={at === 0}
        >
          {t('classes.compilations.previous')}
        </Button>
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('classes.compilations.pageOf', { number: at + 1, total: pages.length })}
        </Text>
        <Button
          variant="default"
          rightSection={<IconChevronRight size={18} />}
          onClick={() => go(at + 1)}
          disabled={at >= pages.length - 1}
          data-testid="compilation-next"
        >
          {t('classes.compilations.next')}
        </Button>
      </Group>
    </Stack>
  );
}
