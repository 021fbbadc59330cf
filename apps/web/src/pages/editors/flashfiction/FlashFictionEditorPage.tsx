/**
 * /flashfiction-editor?book=<BookId>: a very short story (at most 1,000 words) under one picture
 * of its art set, the cover. The count under the text is live; near and over the limit it says
 * how many words are left or must go, before the server refuses the save (100402).
 */
import { Alert, Button, Group, Image, Stack, Text } from '@mantine/core';
import { type FlashFictionStory, singlePartIds, wordLimits } from '@storyloom/domain';
import type { JSONContent } from '@tiptap/react';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ArtPicker } from '../../../components/rich-text/ArtPicker';
import { RichTextEditor } from '../../../components/rich-text/RichTextEditor';
import { storyFromEditor } from '../../../components/rich-text/tiptap-doc';
import { useTranslation } from '../../../i18n/react';
import { EditorFrame, EditorMissing } from '../core/EditorFrame';
import { type BookDraft, useBookDraft } from '../core/useBookDraft';
import classes from './FlashFiction.module.css';
import { limitMessage, limitStatus } from './word-limit';

const storyId = singlePartIds.flashfiction ?? 'story';

export function FlashFictionEditorPage() {
  const [params] = useSearchParams();
  const bookId = params.get('book');
  if (!bookId) return <EditorMissing />;
  return <FlashFictionEditor key={bookId} bookId={bookId} />;
}

function FlashFictionEditor({ bookId }: { bookId: string }) {
  const draft = useBookDraft<FlashFictionStory>(bookId);
  const navigate = useNavigate();
  const book = draft.book;
  useEffect(() => {
    if (book && book.Type !== 'flashfiction') navigate(book.EditorPath, { replace: true });
  }, [book, navigate]);
  return (
    <EditorFrame draft={draft}>
      {book?.Type === 'flashfiction' ? <StoryDesk draft={draft} /> : null}
    </EditorFrame>
  );
}

function StoryDesk({ draft }: { draft: BookDraft<FlashFictionStory> }) {
  const { t, i18n } = useTranslation();
  const [picking, setPicking] = useState(false);
  const [tooBig, setTooBig] = useState(false);
  const doc = draft.doc;
  const book = draft.book;
  if (!doc || !book) return null;
  const story = doc.parts.find((p) => p.id === storyId) ?? doc.parts[0];
  if (!story) return null;
  const coverId = doc.meta.Cover.artworkId;
  const cover = draft.artworks.find((a) => a.ArtworkId === coverId) ?? null;
  const limit = book.WordLimit ?? wordLimits.flashfiction ?? 1000;
  const status = limitStatus(draft.wordCount, limit);
  const message = limitMessage(status);
  const numbers = new Intl.NumberFormat(i18n.language);

  const onText = (json: JSONContent) => {
    const result = storyFromEditor(json);
    setTooBig(!result.ok);
    if (!result.ok) return;
    draft.change(
      (d) => ({
        ...d,
        parts: d.parts.map((p) => (p.id === story.id ? { ...p, content: result.content } : p)),
      }),
      `part:${story.id}:doc`,
    );
  };

  const setCover = (artworkId: string | null) => {
    draft.change((d) => ({ ...d, meta: { ...d.meta, Cover: { ...d.meta.Cover, artworkId } } }));
  };

  return (
    <div className={classes.desk}>
      <section className={classes.cover} aria-label={t('flashFictionEditor.cover.label')}>
        {cover ? (
          <figure
            className={classes.coverFigure}
            data-testid="story-cover"
            data-artwork-id={cover.ArtworkId}
          >
            <Image src={cover.Image.Url} alt={cover.Title} className={classes.coverImage} />
            <figcaption className={classes.coverCaption}>
              <Text size="xs" c="dimmed" lineClamp={1}>
                {cover.Attribution || `${cover.Title} · ${cover.Artist.Name}`}
              </Text>
              {draft.readOnly ? null : (
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => setPicking(true)}
                  data-testid="choose-cover"
                >
                  {t('flashFictionEditor.cover.change')}
                </Button>
              )}
            </figcaption>
          </figure>
        ) : (
          <Stack
            className={classes.noCover}
            align="center"
            gap="xs"
            data-testid="story-cover-empty"
          >
            <Text fw={600}>{t('flashFictionEditor.cover.emptyTitle')}</Text>
            <Text size="sm" c="dimmed" ta="center">
              {t('flashFictionEditor.cover.emptyBody')}
            </Text>
            {draft.readOnly ? null : (
              <Button onClick={() => setPicking(true)} data-testid="choose-cover">
                {t('flashFictionEditor.cover.choose')}
              </Button>
            )}
          </Stack>
        )}
      </section>

      <RichTextEditor
        value={story.content.doc}
        onChange={onText}
        readOnly={draft.readOnly}
        label={t('flashFictionEditor.textLabel')}
        placeholder={t('flashFictionEditor.placeholder')}
        testId="story-text"
      />

      <div className={classes.countBar} data-level={status.level}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text
            fw={700}
            c={status.level === 'over' ? 'red.7' : status.level === 'near' ? 'orange.8' : 'dimmed'}
            data-testid="word-count"
            data-level={status.level}
            aria-live="polite"
          >
            {t('flashFictionEditor.count', {
              count: draft.wordCount,
              words: numbers.format(draft.wordCount),
              limit: numbers.format(limit),
            })}
          </Text>
        </Group>
        {message ? (
          <Alert
            mt="xs"
            color={status.level === 'over' ? 'red' : 'orange'}
            variant="light"
            data-testid="word-limit-message"
            role={status.level === 'over' ? 'alert' : undefined}
          >
            {t(message.key, {
              count: message.values.count,
              words: numbers.format(message.values.count),
              limit: numbers.format(limit),
            })}
          </Alert>
        ) : null}
        {tooBig ? (
          <Alert mt="xs" color="red" variant="light" data-testid="story-too-big">
            {t('richText.tooBig')}
          </Alert>
        ) : null}
      </div>

      <ArtPicker
        opened={picking}
        title={t('flashFictionEditor.cover.pickerTitle')}
        artworks={draft.artworks}
        selectedId={coverId}
        onPick={(art) => {
          setCover(art.ArtworkId);
          setPicking(false);
        }}
        onClose={() => setPicking(false)}
      />
    </div>
  );
}
