/**
 * /poetry-editor?book=<BookId> (issue #5, PRODUCT.md "Poetry"): one picture and a poem, typed
 * line by line or made of word tiles placed on the picture. Saving, offline edits and undo are
 * the shared editor core's; this screen changes the one `poem` part.
 */
import {
  Alert,
  Badge,
  Button,
  Group,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  Tooltip,
} from '@mantine/core';
import { bookLimits, isTilesOnly, type Poem } from '@storyloom/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/react';
import { EditorFrame, EditorMissing } from '../core/EditorFrame';
import { newPartId, useBookDraft } from '../core/useBookDraft';
import { ArtChooser } from './ArtChooser';
import { ArtImage, PoemBoard, type TileActions } from './PoemBoard';
import { PoemPreview } from './PoemPreview';
import classes from './PoetryEditor.module.css';
import {
  drawBank,
  type LinesProblem,
  linesFromText,
  poemOf,
  poemProblem,
  seededRandom,
  textFromLines,
  withPoem,
} from './poem';
import {
  moveTile,
  nudgeTile,
  type PlaceResult,
  placeTile,
  raiseTile,
  removeTile,
  turnTile,
} from './tiles';
import { WordBank } from './WordBank';

export function PoetryEditorPage() {
  const [params] = useSearchParams();
  const bookId = params.get('book');
  if (!bookId) return <EditorMissing />;
  return <PoetryEditor key={bookId} bookId={bookId} />;
}

function PoetryEditor({ bookId }: { bookId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const draft = useBookDraft<Poem>(bookId);
  const [previewOpen, setPreviewOpen] = useState(false);
  const book = draft.book;

  useEffect(() => {
    if (book && book.Type !== 'poetry') void navigate(book.EditorPath, { replace: true });
  }, [book, navigate]);

  const poem = poemOf(draft.doc);
  const art =
    draft.artworks.find((a) => a.ArtworkId === poem.artworkId) ?? draft.artworks[0] ?? null;

  return (
    <EditorFrame
      draft={draft}
      actions={
        <Button
          variant="light"
          size="compact-md"
          onClick={() => setPreviewOpen(true)}
          data-testid="poem-preview-open"
        >
          {t('poetryEditor.preview')}
        </Button>
      }
    >
      {book && draft.doc && book.Type === 'poetry' ? (
        <>
          <PoemWorkspace draft={draft} poem={poem} art={art} />
          <PoemPreview
            opened={previewOpen}
            onClose={() => setPreviewOpen(false)}
            title={draft.doc.meta.Title}
            author={draft.doc.meta.Cover.author}
            art={art}
            poem={poem}
          />
        </>
      ) : null}
    </EditorFrame>
  );
}

type Draft = ReturnType<typeof useBookDraft<Poem>>;

function PoemWorkspace({
  draft,
  poem,
  art,
}: {
  draft: Draft;
  poem: Poem;
  art: Draft['artworks'][number] | null;
}) {
  const { t } = useTranslation();
  const editable = !draft.readOnly;
  const language = draft.doc?.meta.Language ?? 'en';
  const boardRef = useRef<HTMLDivElement | null>(null);
  const [linesProblem, setLinesProblem] = useState<LinesProblem | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [spoken, setSpoken] = useState('');
  const [seed, setSeed] = useState(() => Math.floor(Math.random() * 2 ** 31));
  const bank = useMemo(
    () => drawBank(art?.Tags, language, seededRandom(seed)),
    [art, language, seed],
  );
  const artId = art?.ArtworkId ?? null;

  /** Changes the poem when the domain would keep it (the server's rules, checked here first). */
  const update = useCallback(
    (recipe: (poem: Poem) => Poem, key?: string) => {
      let refused = false;
      draft.change(
        (doc) =>
          withPoem(doc, (before) => {
            const next = recipe(before);
            if (next === before) return before;
            const placed = next.artworkId || !artId ? next : { ...next, artworkId: artId };
            if (poemProblem(placed)) {
              refused = true;
              return before;
            }
            return placed;
          }),
        key,
      );
      setNotice(refused ? t('poetryEditor.problem') : null);
    },
    [draft.change, artId, t],
  );

  const tileWord = useCallback(
    (id: string) => poem.tiles.find((tile) => tile.id === id)?.word ?? '',
    [poem.tiles],
  );

  /** Places a word; worked out on the newest poem, so quick presses never lose a tile. */
  const place = (word: string, at?: { x: number; y: number }) => {
    const outcome: { result: PlaceResult | null } = { result: null };
    update((p) => {
      const result = placeTile(p.tiles, word, { id: newPartId(), at, random: Math.random() });
      outcome.result = result;
      return result.ok ? { ...p, mode: 'tiles', tiles: result.tiles } : p;
    });
    const result = outcome.result;
    if (!result) return;
    if (result.ok) {
      setSpoken(t('poetryEditor.placed', { word: result.tile.word }));
      return;
    }
    setNotice(
      result.reason === 'tooMany'
        ? t('poetryEditor.tooManyTiles', { max: bookLimits.tiles })
        : t('poetryEditor.tileTooLong', { max: bookLimits.tileWord }),
    );
  };

  const actions: TileActions = {
    move: (id, to) => update((p) => ({ ...p, tiles: raiseTile(moveTile(p.tiles, id, to), id) })),
    nudge: (id, key, big) =>
      update((p) => ({ ...p, tiles: nudgeTile(p.tiles, id, key, big) }), `poem:tile:${id}:nudge`),
    turn: (id) => update((p) => ({ ...p, tiles: turnTile(p.tiles, id) }), `poem:tile:${id}:turn`),
    remove: (id) => {
      const word = tileWord(id);
      update((p) => ({ ...p, tiles: removeTile(p.tiles, id) }));
      setSpoken(t('poetryEditor.removed', { word }));
    },
  };

  const tilesMode = poem.mode === 'tiles';
  const typedLines = poem.lines.some((line) => line.trim());

  return (
    <div className={classes.workspace}>
      <Group justify="space-between" gap="sm" className={classes.toolbar}>
        <SegmentedControl
          value={poem.mode}
          onChange={(mode) => update((p) => ({ ...p, mode: mode === 'tiles' ? 'tiles' : 'free' }))}
          disabled={!editable}
          aria-label={t('poetryEditor.modeLabel')}
          data-testid="poem-mode"
          data={[
            { value: 'free', label: t('poetryEditor.modeFree') },
            { value: 'tiles', label: t('poetryEditor.modeTiles') },
          ]}
        />
        <Group gap="sm">
          {isTilesOnly(poem) ? (
            <Tooltip label={t('poetryEditor.tilesOnlyHint')}>
              <Badge variant="light" color="grape" size="lg" data-testid="tiles-only">
                {t('poetryEditor.tilesOnly')}
              </Badge>
            </Tooltip>
          ) : null}
          <Text size="sm" fw={600} data-testid="poem-word-count" aria-live="polite">
            {t('poetryEditor.words', { count: draft.wordCount })}
          </Text>
        </Group>
      </Group>

      {notice ? (
        <Alert
          color="orange"
          withCloseButton
          onClose={() => setNotice(null)}
          closeButtonLabel={t('poetryEditor.close')}
          data-testid="poem-notice"
          role="alert"
        >
          {notice}
        </Alert>
      ) : null}

      <div className={classes.stage} data-mode={poem.mode}>
        <Stack gap="sm" className={classes.artColumn}>
          {tilesMode ? (
            <PoemBoard
              art={art}
              tiles={poem.tiles}
              editable={editable}
              actions={actions}
              boardRef={boardRef}
            />
          ) : (
            <div className={classes.freeArt} data-testid="poem-art">
              <PoemBoardFree art={art} lines={poem.lines} />
            </div>
          )}
          {art ? (
            <Text size="xs" c="dimmed">
              {art.Attribution ||
                t('poetryEditor.artCredit', { title: art.Title, artist: art.Artist.Name })}
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              {t('poetryEditor.noArt')}
            </Text>
          )}
          <ArtChooser
            artworks={editable ? draft.artworks : []}
            chosenId={art?.ArtworkId ?? null}
            disabled={!editable}
            onChoose={(artworkId) => update((p) => ({ ...p, artworkId }))}
          />
        </Stack>

        <Stack gap="md" className={classes.side}>
          {tilesMode ? (
            <>
              {editable ? (
                <WordBank
                  art={bank.art}
                  common={bank.common}
                  boardRef={boardRef}
                  disabled={!editable}
                  onPlace={place}
                  onShuffle={() => setSeed((s) => s + 1)}
                />
              ) : null}
              <Text size="sm" c="dimmed" data-testid="tile-count">
                {t('poetryEditor.tilesCount', { count: poem.tiles.length, max: bookLimits.tiles })}
              </Text>
              {typedLines && editable ? (
                <Alert color="blue" variant="light" title={t('poetryEditor.keptLinesTitle')}>
                  <Stack gap="xs" align="flex-start">
                    <Text size="sm">{t('poetryEditor.keptLines')}</Text>
                    <Button
                      size="compact-sm"
                      variant="light"
                      disabled={!editable}
                      onClick={() => update((p) => ({ ...p, lines: [] }))}
                      data-testid="clear-lines"
                    >
                      {t('poetryEditor.clearLines')}
                    </Button>
                  </Stack>
                </Alert>
              ) : null}
            </>
          ) : (
            <>
              <Textarea
                label={t('poetryEditor.linesLabel')}
                description={t('poetryEditor.linesHelp')}
                placeholder={t('poetryEditor.linesPlaceholder')}
                value={textFromLines(poem.lines)}
                readOnly={!editable}
                autosize
                minRows={8}
                maxRows={24}
                classNames={{ input: classes.linesInput }}
                error={
                  linesProblem
                    ? t(`poetryEditor.${linesProblem}`, {
                        max:
                          linesProblem === 'tooManyLines'
                            ? bookLimits.poemLines
                            : bookLimits.poemLineLength,
                      })
                    : undefined
                }
                onChange={(event) => {
                  const { lines, problem } = linesFromText(event.currentTarget.value);
                  setLinesProblem(problem);
                  update((p) => ({ ...p, lines }), 'poem:lines');
                }}
                data-testid="poem-lines"
              />
              <Text size="sm" c="dimmed" data-testid="line-count">
                {t('poetryEditor.linesCount', {
                  count: poem.lines.length,
                  max: bookLimits.poemLines,
                })}
              </Text>
              {poem.tiles.length > 0 ? (
                <Text size="sm" c="dimmed">
                  {t('poetryEditor.tilesKept', { count: poem.tiles.length })}
                </Text>
              ) : null}
            </>
          )}
        </Stack>
      </div>
      <div className={classes.visuallyHidden} role="status" aria-live="polite">
        {spoken}
      </div>
    </div>
  );
}

/** Free typing: the picture, with the lines laid over its lower part as the writer types. */
function PoemBoardFree({ art, lines }: { art: Draft['artworks'][number] | null; lines: string[] }) {
  const shown = lines.filter((line) => line.trim()).slice(0, 6);
  return (
    <div className={classes.freeBoard}>
      <ArtImage art={art} />
      {shown.length > 0 ? (
        <div className={classes.overlayLines} aria-hidden>
          {shown.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines have no ids; order is the poem
            <span key={i}>{line}</span>
          ))}
          {lines.filter((line) => line.trim()).length > shown.length ? <span>…</span> : null}
        </div>
      ) : null}
    </div>
  );
}
