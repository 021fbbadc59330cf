/**
 * /longformbook-editor?book=<BookId>: a story in chapters. The chapter list sits at the side (a
 * drawer at phone width); the chosen chapter shows its title, its rich text with pictures of the
 * art set, and the writer's own notes. Word counts per chapter and for the whole book.
 */
import { Button, Collapse, Drawer, Group, Text, Textarea, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { bookLimits, type LongformChapter } from '@storyloom/domain';
import { IconListDetails, IconNotes } from '@tabler/icons-react';
import type { Editor, JSONContent } from '@tiptap/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { showConfirm } from '../../../components/alert-dialog';
import { ArtPicker } from '../../../components/rich-text/ArtPicker';
import { RichTextEditor } from '../../../components/rich-text/RichTextEditor';
import { chapterWithEditorDoc } from '../../../components/rich-text/tiptap-doc';
import { useTranslation } from '../../../i18n/react';
import { EditorFrame, EditorMissing } from '../core/EditorFrame';
import { type BookDraft, newPartId, useBookDraft } from '../core/useBookDraft';
import { ChapterList, chapterName } from './ChapterList';
import {
  addChapter,
  canAddChapter,
  chapterWords,
  deleteChapter,
  moveChapter,
  neighbourAfterDelete,
  reorderChapters,
  updateChapter,
} from './chapters';
import classes from './Longform.module.css';

export function LongformEditorPage() {
  const [params] = useSearchParams();
  const bookId = params.get('book');
  if (!bookId) return <EditorMissing />;
  return <LongformEditor key={bookId} bookId={bookId} />;
}

function LongformEditor({ bookId }: { bookId: string }) {
  const draft = useBookDraft<LongformChapter>(bookId);
  const navigate = useNavigate();
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  const [drawer, setDrawer] = useState(false);
  const book = draft.book;
  useEffect(() => {
    if (book && book.Type !== 'longform') navigate(book.EditorPath, { replace: true });
  }, [book, navigate]);
  const chaptersButton = phone ? (
    <Button
      variant="light"
      size="compact-md"
      leftSection={<IconListDetails size={18} />}
      onClick={() => setDrawer(true)}
      data-testid="open-chapters"
    >
      {t('longformEditor.openChapters')}
    </Button>
  ) : null;
  return (
    <EditorFrame draft={draft} actions={chaptersButton}>
      {book?.Type === 'longform' ? (
        <ChapterDesk draft={draft} phone={!!phone} drawer={drawer} setDrawer={setDrawer} />
      ) : null}
    </EditorFrame>
  );
}

interface DeskProps {
  draft: BookDraft<LongformChapter>;
  phone: boolean;
  drawer: boolean;
  setDrawer: (open: boolean) => void;
}

function ChapterDesk({ draft, phone, drawer, setDrawer }: DeskProps) {
  const { t, i18n } = useTranslation();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [notesOpen, setNotesOpen] = useState(false);
  const [picking, setPicking] = useState(false);
  const [tooBig, setTooBig] = useState(false);
  const editorRef = useRef<Editor | null>(null);
  const doc = draft.doc;
  const book = draft.book;
  const parts = doc?.parts ?? [];
  const words = useMemo(() => new Map(parts.map((p) => [p.id, chapterWords(p.content)])), [parts]);
  if (!doc || !book) return null;
  const max = book.PartRule.Max;
  const index = Math.max(
    0,
    parts.findIndex((p) => p.id === chosenId),
  );
  const chapter = parts[index];
  if (!chapter) return null;
  const name = chapterName(chapter.content, index, t);
  const numbers = new Intl.NumberFormat(i18n.language);
  const chapterCount = words.get(chapter.id) ?? 0;

  const select = (id: string) => {
    setChosenId(id);
    setDrawer(false);
  };
  const onAdd = () => {
    const id = newPartId();
    draft.change((d) => addChapter(d, id, chapter.id, max));
    select(id);
  };
  const onDelete = async (id: string) => {
    const at = parts.findIndex((p) => p.id === id);
    const target = parts[at];
    if (!target) return;
    const title = chapterName(target.content, at, t);
    const count = words.get(id) ?? 0;
    const ok = await showConfirm({
      title: t('longformEditor.deleteTitle'),
      message: t('longformEditor.deleteMessage', { title, count, words: numbers.format(count) }),
      confirmLabel: t('longformEditor.deleteConfirmLabel'),
      danger: true,
    });
    if (!ok) return;
    if (id === chapter.id) setChosenId(neighbourAfterDelete(doc, id));
    draft.change((d) => deleteChapter(d, id));
  };
  const onText = (json: JSONContent) => {
    const result = chapterWithEditorDoc(chapter.content, json);
    setTooBig(!result.ok);
    if (!result.ok) return;
    const next = result.content.doc;
    draft.change((d) => updateChapter(d, chapter.id, { doc: next }), `chapter:${chapter.id}:doc`);
  };

  const list = (
    <ChapterList
      chapters={parts}
      words={words}
      currentId={chapter.id}
      readOnly={draft.readOnly}
      canAdd={canAddChapter(doc, max)}
      max={max}
      onSelect={select}
      onAdd={onAdd}
      onDelete={(id) => void onDelete(id)}
      onMove={(id, step) => draft.change((d) => moveChapter(d, id, step))}
      onReorder={(from, to) => draft.change((d) => reorderChapters(d, from, to))}
    />
  );

  return (
    <div className={classes.layout}>
      {phone ? (
        <Drawer
          opened={drawer}
          onClose={() => setDrawer(false)}
          title={t('longformEditor.chapters')}
          size="85%"
          withCloseButton
        >
          {list}
        </Drawer>
      ) : (
        <aside className={classes.side}>{list}</aside>
      )}
      <section
        className={classes.main}
        aria-label={name}
        data-testid="chapter"
        data-chapter-id={chapter.id}
      >
        <TextInput
          size="lg"
          variant="unstyled"
          className={classes.chapterTitleInput}
          aria-label={t('longformEditor.titleLabel')}
          placeholder={t('longformEditor.titlePlaceholder')}
          value={chapter.content.title}
          maxLength={bookLimits.chapterTitle}
          readOnly={draft.readOnly}
          onChange={(e) => {
            const title = e.currentTarget.value;
            draft.change(
              (d) => updateChapter(d, chapter.id, { title }),
              `chapter:${chapter.id}:title`,
            );
          }}
          data-testid="chapter-title"
        />
        <Group gap="md" mb="xs">
          <Text size="sm" c="dimmed" data-testid="chapter-words">
            {t('longformEditor.chapterWords', {
              count: chapterCount,
              words: numbers.format(chapterCount),
            })}
          </Text>
          <Text size="sm" c="dimmed" data-testid="book-words">
            {t('longformEditor.bookWords', {
              count: draft.wordCount,
              words: numbers.format(draft.wordCount),
            })}
          </Text>
        </Group>
        <RichTextEditor
          key={chapter.id}
          value={chapter.content.doc}
          onChange={onText}
          pictures
          readOnly={draft.readOnly}
          label={t('longformEditor.textLabel', { title: name })}
          placeholder={t('longformEditor.placeholder')}
          artworks={draft.artworks}
          onPicture={() => setPicking(true)}
          editorRef={editorRef}
          testId="chapter-text"
        />
        {tooBig ? (
          <Text c="red.7" size="sm" mt="xs" role="alert">
            {t('richText.tooBig')}
          </Text>
        ) : null}
        <div className={classes.notes}>
          <Button
            variant="subtle"
            color="grape"
            leftSection={<IconNotes size={18} />}
            onClick={() => setNotesOpen((o) => !o)}
            aria-expanded={notesOpen}
            aria-controls="chapter-notes"
            data-testid="notes-toggle"
          >
            {notesOpen ? t('longformEditor.notes.hide') : t('longformEditor.notes.show')}
            {!notesOpen && chapter.content.notes.trim() ? ' •' : ''}
          </Button>
          <Collapse expanded={notesOpen} id="chapter-notes">
            <Textarea
              mt="xs"
              label={t('longformEditor.notes.label')}
              description={t('longformEditor.notes.hint')}
              placeholder={t('longformEditor.notes.placeholder')}
              value={chapter.content.notes}
              maxLength={bookLimits.chapterNotes}
              readOnly={draft.readOnly}
              autosize
              minRows={3}
              maxRows={12}
              onChange={(e) => {
                const notes = e.currentTarget.value;
                draft.change(
                  (d) => updateChapter(d, chapter.id, { notes }),
                  `chapter:${chapter.id}:notes`,
                );
              }}
              data-testid="chapter-notes"
            />
          </Collapse>
        </div>
      </section>
      <ArtPicker
        opened={picking}
        title={t('longformEditor.pickerTitle')}
        artworks={draft.artworks}
        onPick={(art) => {
          setPicking(false);
          editorRef.current
            ?.chain()
            .focus()
            .insertArtwork({ artworkId: art.ArtworkId, alt: art.Title, size: 'medium' })
            .run();
        }}
        onClose={() => setPicking(false)}
      />
    </div>
  );
}
