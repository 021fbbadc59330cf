/**
 * /comic-editor?book=<BookId> (issue "Comics"): the comic editor. The comic artwork library on
 * the start side, the page being edited in the middle (panels with pictures and bubbles, moved
 * with pointer gestures and keys), the tools beside it, and the page strip (cover + pages) below.
 * Saving, offline edits, stale-tab refusal, undo and redo come from the editors' core
 * (useBookDraft), exactly as in the picture book editor; this screen only changes the copy.
 */
import { ActionIcon, Button, Group, Modal, Stack, Text, Title, Tooltip } from '@mantine/core';
import type { ComicPage } from '@storyloom/domain';
import { IconEye, IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { showConfirm } from '../../../components/alert-dialog';
import { type ComicImage, ComicPageView } from '../../../components/comic/ComicPageView';
import { useTranslation } from '../../../i18n/react';
import { EditorFrame, EditorMissing } from '../core/EditorFrame';
import type { Artwork } from '../core/types';
import { type BookDraft, newPartId, useBookDraft } from '../core/useBookDraft';
import classes from './Comic.module.css';
import { ComicCanvas } from './ComicCanvas';
import { CoverUpload } from './CoverUpload';
import {
  addBubble,
  addPicture,
  type ComicDoc,
  normalizeComicPage,
  noSelection,
  type Selection,
  selected as selectedThings,
  setLayout,
  setPanelBackground,
  updatePage,
  withParts,
} from './comic';
import { Inspector } from './Inspector';
import { LibraryTray } from './LibraryTray';
import { CoverThumb, PageStrip } from './PageStrip';
import { addPage, deletePage, duplicatePage, movePageBy } from './pages';
import {
  duplicateThings,
  flip,
  removeThings,
  restack,
  rotateBy,
  scaleBy,
  setBubble,
} from './things';

export function ComicEditorPage() {
  const [params] = useSearchParams();
  const bookId = params.get('book');
  if (!bookId) return <EditorMissing />;
  return <ComicEditor key={bookId} bookId={bookId} />;
}

const zooms = [0.6, 0.8, 1, 1.25, 1.5];

function ComicEditor({ bookId }: { bookId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const draft = useBookDraft<ComicPage>(bookId);
  const book = draft.book;
  useEffect(() => {
    if (book && book.Type !== 'comic') navigate(book.EditorPath, { replace: true });
  }, [book, navigate]);
  const [zoom, setZoom] = useState(2);
  const [preview, setPreview] = useState(false);
  if (book && book.Type !== 'comic') return null;
  const actions = draft.doc ? (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={t('comicEditor.zoomOut')}>
        <ActionIcon
          variant="subtle"
          aria-label={t('comicEditor.zoomOut')}
          disabled={zoom === 0}
          onClick={() => setZoom((z) => Math.max(0, z - 1))}
        >
          <IconZoomOut size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Text size="xs" w={36} ta="center" data-testid="zoom-level">
        {Math.round((zooms[zoom] ?? 1) * 100)}%
      </Text>
      <Tooltip label={t('comicEditor.zoomIn')}>
        <ActionIcon
          variant="subtle"
          aria-label={t('comicEditor.zoomIn')}
          disabled={zoom === zooms.length - 1}
          onClick={() => setZoom((z) => Math.min(zooms.length - 1, z + 1))}
        >
          <IconZoomIn size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconEye size={16} aria-hidden />}
        onClick={() => setPreview(true)}
        data-testid="open-preview"
      >
        {t('comicEditor.preview.open')}
      </Button>
    </Group>
  ) : null;
  return (
    <EditorFrame draft={draft} actions={actions}>
      {draft.doc && book ? (
        <Workbench
          bookId={bookId}
          draft={draft}
          doc={draft.doc}
          max={book.PartRule.Max}
          zoom={zooms[zoom] ?? 1}
          preview={preview}
          onClosePreview={() => setPreview(false)}
        />
      ) : null}
    </EditorFrame>
  );
}

interface WorkbenchProps {
  bookId: string;
  draft: BookDraft<ComicPage>;
  doc: ComicDoc;
  max: number;
  zoom: number;
  preview: boolean;
  onClosePreview(): void;
}

function Workbench({ bookId, draft, doc, max, zoom, preview, onClosePreview }: WorkbenchProps) {
  const { t } = useTranslation();
  const readOnly = draft.readOnly;
  const parts = doc.parts;
  const [current, setCurrent] = useState<string>(() => parts[0]?.id ?? 'cover');
  const [selection, setSelection] = useState<Selection>(noSelection);
  const [several, setSeveral] = useState(false);
  // The book's art, and pictures of the whole comic library the writer has looked at.
  const [browsed, setBrowsed] = useState<Artwork[]>([]);
  const art = useMemo(
    () => new Map([...browsed, ...draft.artworks].map((a) => [a.ArtworkId, a])),
    [draft.artworks, browsed],
  );
  const images = useMemo(
    () =>
      new Map<string, ComicImage>(
        [...art.values()].map((a) => [
          a.ArtworkId,
          { Url: a.Image.Url, Width: a.Image.Width, Height: a.Image.Height },
        ]),
      ),
    [art],
  );

  // A page that went away (undo, another tab's version): show the first page instead.
  const index = parts.findIndex((p) => p.id === current);
  const shown = current === 'cover' || index !== -1 ? current : (parts[0]?.id ?? 'cover');
  useEffect(() => {
    if (shown !== current) setCurrent(shown);
  }, [shown, current]);
  const pageIndex = parts.findIndex((p) => p.id === shown);
  const page = pageIndex === -1 ? null : normalizeComicPage(parts[pageIndex]?.content);
  const panel = page && selection.panel < page.panels.length ? selection.panel : 0;
  const sel: Selection = { panel, ids: selection.ids };

  const edit = (update: (p: ComicPage) => ComicPage, key?: string) => {
    if (shown === 'cover') return;
    draft.change((d) => updatePage(d, shown, update), key);
  };
  const choosePage = (id: string) => {
    setCurrent(id);
    setSelection(noSelection);
  };

  const place = (artwork: Artwork, at?: { panel: number; x: number; y: number }) => {
    if (shown === 'cover') {
      draft.change((d) => ({
        ...d,
        // A library picture replaces an uploaded one (the save drops it on the server too).
        meta: { ...d.meta, Cover: { ...d.meta.Cover, artworkId: artwork.ArtworkId, image: null } },
      }));
      return;
    }
    const id = newPartId();
    const target = at?.panel ?? panel;
    edit((p) =>
      addPicture(p, target, artwork.ArtworkId, id, {
        background: artwork.ComicKind === 'background',
        size: { width: artwork.Image.Width, height: artwork.Image.Height },
        ...(at ? { x: at.x, y: at.y } : {}),
      }),
    );
    setSelection({ panel: target, ids: [id] });
  };

  const duplicate = () => {
    let made: string[] = [];
    edit((p) => {
      const result = duplicateThings(p, panel, sel.ids, newPartId);
      made = result.ids;
      return result.page;
    });
    if (made.length) setSelection({ panel, ids: made });
  };

  const addNewBubble = (style: Parameters<typeof addBubble>[3]) => {
    if (!page) return;
    const id = newPartId();
    // The tail points at the selected picture, or at the middle of the panel.
    const target = selectedThings(page, sel).items[0];
    const tail = target ? { x: target.x, y: Math.max(0, target.y - 0.1) } : { x: 0.5, y: 0.6 };
    edit((p) => addBubble(p, panel, id, style, t('comicEditor.bubble.placeholder'), tail));
    setSelection({ panel, ids: [id] });
  };

  const removePage = async (id: string) => {
    if (parts.length <= 1) return;
    const number = parts.findIndex((p) => p.id === id) + 1;
    const ok = await showConfirm({
      title: t('comicEditor.delete.title', { number }),
      message: t('comicEditor.delete.message'),
      confirmLabel: t('comicEditor.delete.confirm'),
      cancelLabel: t('comicEditor.delete.cancel'),
      danger: true,
    });
    if (!ok) return;
    const at = parts.findIndex((p) => p.id === id);
    const next = parts[at + 1]?.id ?? parts[at - 1]?.id ?? 'cover';
    draft.change((d) => withParts(d, deletePage(d.parts, id)));
    choosePage(next);
  };

  const cover = doc.meta.Cover;
  return (
    <div className={classes.layout}>
      <aside className={classes.trayColumn}>
        <LibraryTray
          artworks={draft.artworks}
          panelNumber={panel + 1}
          disabled={readOnly}
          onPlace={(a) => place(a)}
          onBrowse={setBrowsed}
        />
      </aside>
      <div className={classes.stage}>
        {page ? (
          <ComicCanvas
            page={page}
            images={images}
            label={t('comicEditor.strip.page', { number: pageIndex + 1 })}
            zoom={zoom}
            readOnly={readOnly}
            selection={sel}
            onSelect={setSelection}
            onChange={edit}
            onDuplicate={duplicate}
            several={several}
            onDropArt={(p, id, x, y) => {
              const artwork = art.get(id);
              if (artwork) place(artwork, { panel: p, x, y });
            }}
          />
        ) : (
          <Stack align="center" data-testid="comic-cover" gap="sm">
            <Title order={2} size="h4">
              {t('comicEditor.cover.title')}
            </Title>
            <div style={{ width: 'min(100%, 320px)' }}>
              <CoverThumb
                cover={cover}
                title={doc.meta.Title || t('write.untitled')}
                images={images}
              />
            </div>
            <Text size="sm" c="dimmed" ta="center" maw={420}>
              {t('comicEditor.cover.hint')}
            </Text>
            <CoverUpload
              bookId={bookId}
              uploaded={Boolean(cover.image)}
              disabled={readOnly}
              onUploaded={(image) =>
                draft.change((d) => ({
                  ...d,
                  meta: { ...d.meta, Cover: { ...d.meta.Cover, image } },
                }))
              }
              onRemove={() =>
                draft.change((d) => ({
                  ...d,
                  meta: { ...d.meta, Cover: { ...d.meta.Cover, image: null } },
                }))
              }
            />
          </Stack>
        )}
        <PageStrip
          parts={parts}
          cover={cover}
          title={doc.meta.Title}
          images={images}
          selected={shown}
          max={max}
          readOnly={readOnly}
          onSelect={choosePage}
          onAdd={() => {
            const id = newPartId();
            const after = shown === 'cover' ? null : shown;
            draft.change((d) => withParts(d, addPage(d.parts, after, id, max)));
            choosePage(id);
          }}
          onDuplicate={(id) => {
            const copy = newPartId();
            draft.change((d) => withParts(d, duplicatePage(d.parts, id, copy, max)));
            choosePage(copy);
          }}
          onMoveBy={(id, by) => draft.change((d) => withParts(d, movePageBy(d.parts, id, by)))}
          onDelete={(id) => void removePage(id)}
        />
      </div>
      <aside className={classes.toolsColumn}>
        {page ? (
          <Inspector
            page={page}
            selection={sel}
            readOnly={readOnly}
            onLayout={(layout) => {
              edit((p) => setLayout(p, layout));
              setSelection(noSelection);
            }}
            onPanelColour={(colour) => edit((p) => setPanelBackground(p, panel, colour))}
            onAddBubble={addNewBubble}
            onScale={(f) => edit((p) => scaleBy(p, panel, sel.ids, f), 'scale')}
            onRotate={(d) => edit((p) => rotateBy(p, panel, sel.ids, d), 'rotate')}
            onFlip={() => edit((p) => flip(p, panel, sel.ids))}
            onRestack={(where) => edit((p) => restack(p, panel, sel.ids, where))}
            onDuplicate={duplicate}
            several={several}
            onSeveral={setSeveral}
            onDelete={() => {
              edit((p) => removeThings(p, panel, sel.ids));
              setSelection({ panel, ids: [] });
            }}
            onBubble={(change) => {
              const id = sel.ids[0];
              if (id) edit((p) => setBubble(p, panel, id, change), `bubble:${id}`);
            }}
          />
        ) : null}
      </aside>
      <Modal
        opened={preview}
        onClose={onClosePreview}
        title={t('comicEditor.preview.title')}
        size="lg"
        data-testid="comic-preview"
      >
        <Stack gap="lg">
          {parts.map((part, i) => (
            <ComicPageView
              key={part.id}
              page={normalizeComicPage(part.content)}
              images={images}
              label={t('comicEditor.strip.page', { number: i + 1 })}
            />
          ))}
        </Stack>
      </Modal>
    </div>
  );
}
