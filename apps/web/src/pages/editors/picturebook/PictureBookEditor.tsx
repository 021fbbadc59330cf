/**
 * /picturebook-editor?book=<BookId> (issue #5): the picture book editor. The art set's pictures
 * in a tray (a drawer at phone width), the page being edited large in the middle with its
 * settings beside it, and the page strip (cover + pages) below. Saving, offline edits, undo and
 * redo come from the editors' core (useBookDraft); this screen only changes the editor's copy.
 */
import { Button, Drawer } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBook2, IconPhoto } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { showConfirm } from '../../../components/alert-dialog';
import { useTranslation } from '../../../i18n/react';
import { useSession } from '../../../session/useSession';
import { EditorFrame, EditorMissing } from '../core/EditorFrame';
import { type BookDraft, newPartId, useBookDraft } from '../core/useBookDraft';
import { ArtTray } from './ArtTray';
import { CoverPanel } from './CoverPanel';
import { DropCanvas } from './PageCanvas';
import { PagePanel } from './PagePanel';
import { PageStrip, type Selection } from './PageStrip';
import { CoverView, PageView } from './PageView';
import classes from './PictureBook.module.css';
import { PreviewModal } from './PreviewModal';
import {
  type ArtPlacement,
  addPage,
  canAddPage,
  coverOf,
  deletePage,
  dropIndex,
  duplicatePage,
  movePage,
  movePageBy,
  neighbourAfterDelete,
  normalizePage,
  type Page,
  type PictureBookDoc,
  placeArt,
  removeArt,
  setBackground,
  setPlacement,
  setText,
  setTextPosition,
  updateCover,
  updatePage,
  withParts,
} from './pages';

export function PictureBookEditorPage() {
  const [params] = useSearchParams();
  const bookId = params.get('book');
  if (!bookId) return <EditorMissing />;
  return <PictureBookEditor key={bookId} bookId={bookId} />;
}

function PictureBookEditor({ bookId }: { bookId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const draft = useBookDraft<Page>(bookId);
  const book = draft.book;
  useEffect(() => {
    if (book && book.Type !== 'picturebook') navigate(book.EditorPath, { replace: true });
  }, [book, navigate]);
  const [previewOpen, setPreviewOpen] = useState(false);
  const [previewStart, setPreviewStart] = useState(0);

  if (book && book.Type !== 'picturebook') return null;
  const preview = draft.doc ? (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconBook2 size={16} aria-hidden />}
      onClick={() => setPreviewOpen(true)}
      data-testid="open-preview"
    >
      {t('pictureBookEditor.preview.open')}
    </Button>
  ) : null;
  return (
    <EditorFrame draft={draft} actions={preview}>
      {draft.doc && book ? (
        <Workbench
          draft={draft}
          doc={draft.doc}
          max={book.PartRule.Max}
          previewOpen={previewOpen}
          previewStart={previewStart}
          onPreviewStart={setPreviewStart}
          onClosePreview={() => setPreviewOpen(false)}
        />
      ) : null}
    </EditorFrame>
  );
}

interface WorkbenchProps {
  draft: BookDraft<Page>;
  doc: PictureBookDoc;
  max: number;
  previewOpen: boolean;
  previewStart: number;
  onPreviewStart(n: number): void;
  onClosePreview(): void;
}

function Workbench({
  draft,
  doc,
  max,
  previewOpen,
  previewStart,
  onPreviewStart,
  onClosePreview,
}: WorkbenchProps) {
  const { t } = useTranslation();
  const session = useSession();
  const phone = useMediaQuery('(max-width: 62em)') ?? false;
  const [selected, setSelected] = useState<Selection>(() => doc.parts[0]?.id ?? 'cover');
  const [trayOpen, setTrayOpen] = useState(false);
  const [draggingArt, setDraggingArt] = useState(false);
  const readOnly = draft.readOnly;
  const art = useMemo(() => new Map(draft.artworks.map((a) => [a.ArtworkId, a])), [draft.artworks]);
  const cover = coverOf(doc.meta.Cover);
  const parts = doc.parts;

  // A page that went away (undo, another tab's version): show the first page instead.
  const index = parts.findIndex((p) => p.id === selected);
  const current = selected === 'cover' || index !== -1 ? selected : (parts[0]?.id ?? 'cover');
  useEffect(() => {
    if (current !== selected) setSelected(current);
  }, [current, selected]);
  const pageIndex = parts.findIndex((p) => p.id === current);
  const page = pageIndex === -1 ? null : normalizePage(parts[pageIndex]?.content);
  useEffect(() => onPreviewStart(pageIndex + 1), [pageIndex, onPreviewStart]);

  const edit = (update: (p: Page) => Page, key?: string) => {
    if (current === 'cover') return;
    draft.change((d) => updatePage(d, current, update), key);
  };
  const target =
    current === 'cover'
      ? t('pictureBookEditor.tray.targetCover')
      : t('pictureBookEditor.tray.targetPage', { number: pageIndex + 1 });

  const place = (artworkId: string, placement?: ArtPlacement) => {
    if (current === 'cover') {
      draft.change((d) => updateCover(d, (c) => ({ ...c, artworkId })));
    } else {
      edit((p) => placeArt(p, artworkId, placement));
    }
    setTrayOpen(false);
  };

  const add = () => {
    if (!canAddPage(parts.length, max)) return;
    const id = newPartId();
    const after = current === 'cover' ? null : current;
    // From the cover, the new page opens the book; otherwise it follows the page being edited.
    draft.change((d) => {
      const added = addPage(d.parts, after, id, max);
      return withParts(d, after === null ? movePage(added, id, 0) : added);
    });
    setSelected(id);
  };
  const duplicate = (id: string) => {
    if (!canAddPage(parts.length, max)) return;
    const copy = newPartId();
    draft.change((d) => withParts(d, duplicatePage(d.parts, id, copy, max)));
    setSelected(copy);
  };
  const remove = async (id: string) => {
    if (parts.length <= 1) return;
    const number = parts.findIndex((p) => p.id === id) + 1;
    const ok = await showConfirm({
      title: t('pictureBookEditor.delete.title', { number }),
      message: t('pictureBookEditor.delete.message'),
      confirmLabel: t('pictureBookEditor.delete.confirm'),
      cancelLabel: t('pictureBookEditor.delete.cancel'),
      danger: true,
    });
    if (!ok) return;
    const next = neighbourAfterDelete(parts, id);
    draft.change((d) => withParts(d, deletePage(d.parts, id)));
    if (next) setSelected(next);
  };

  const openTray = phone ? () => setTrayOpen(true) : undefined;
  const currentArt = current === 'cover' ? cover.artworkId : (page?.art?.artworkId ?? null);
  const tray = (
    <ArtTray
      artworks={draft.artworks}
      currentId={currentArt}
      target={target}
      disabled={readOnly}
      onPlace={(id) => place(id)}
      onDragStart={() => window.setTimeout(() => setDraggingArt(true), 0)}
      onDragEnd={() => setDraggingArt(false)}
    />
  );

  return (
    <div className={classes.layout}>
      {phone ? (
        <Drawer
          opened={trayOpen}
          onClose={() => setTrayOpen(false)}
          position="bottom"
          size="75%"
          title={t('pictureBookEditor.tray.drawerTitle', { target })}
          data-testid="art-drawer"
        >
          {tray}
        </Drawer>
      ) : (
        <aside className={classes.trayColumn}>{tray}</aside>
      )}
      <div className={classes.main}>
        <div className={classes.stage}>
          <div className={classes.canvasColumn}>
            {phone && !readOnly ? (
              <Button
                variant="light"
                leftSection={<IconPhoto size={18} aria-hidden />}
                onClick={() => setTrayOpen(true)}
                data-testid="open-art-drawer"
                style={{ alignSelf: 'flex-start' }}
              >
                {t('pictureBookEditor.tray.open')}
              </Button>
            ) : null}
            <DropCanvas
              kind={current === 'cover' ? 'cover' : 'page'}
              disabled={readOnly}
              dragging={draggingArt}
              onDropArt={(id, placement) => {
                setDraggingArt(false);
                place(id, placement);
              }}
            >
              {current === 'cover' || !page ? (
                <CoverView
                  cover={cover}
                  title={doc.meta.Title}
                  art={art}
                  label={t('pictureBookEditor.strip.cover')}
                  testId="cover-view"
                />
              ) : (
                <PageView
                  page={page}
                  art={art}
                  emptyText={readOnly ? undefined : t('pictureBookEditor.page.emptyText')}
                  label={t('pictureBookEditor.strip.page', { number: pageIndex + 1 })}
                  testId="page-view"
                />
              )}
            </DropCanvas>
          </div>
          {current === 'cover' || !page ? (
            <CoverPanel
              cover={cover}
              title={doc.meta.Title}
              defaultAuthor={session.user?.username ?? ''}
              readOnly={readOnly}
              onOpenTray={openTray}
              onTitle={(Title) =>
                draft.change((d) => ({ ...d, meta: { ...d.meta, Title } }), 'meta.title')
              }
              onAuthor={(author) =>
                draft.change((d) => updateCover(d, (c) => ({ ...c, author })), 'cover.author')
              }
              onRemoveArt={() =>
                draft.change((d) => updateCover(d, (c) => ({ ...c, artworkId: null })))
              }
              onBackground={(colour) =>
                draft.change(
                  (d) =>
                    updateCover(d, (c) =>
                      c.background === colour ? c : { ...c, background: colour },
                    ),
                  'cover.background',
                )
              }
            />
          ) : (
            <PagePanel
              page={page}
              pageNumber={pageIndex + 1}
              readOnly={readOnly}
              onOpenTray={openTray}
              onText={(text) => edit((p) => setText(p, text), `page:${current}:text`)}
              onPlacement={(placement) => edit((p) => setPlacement(p, placement))}
              onRemoveArt={() => edit(removeArt)}
              onTextPosition={(position) => edit((p) => setTextPosition(p, position))}
              onBackground={(colour) =>
                edit((p) => setBackground(p, colour), `page:${current}:background`)
              }
            />
          )}
        </div>
        <PageStrip
          parts={parts}
          cover={cover}
          title={doc.meta.Title}
          art={art}
          selected={current}
          max={max}
          readOnly={readOnly}
          onSelect={setSelected}
          onAdd={add}
          onDuplicate={duplicate}
          onMoveBy={(id, by) => draft.change((d) => withParts(d, movePageBy(d.parts, id, by)))}
          onDropPage={(dragged, targetId, after) =>
            draft.change((d) =>
              withParts(
                d,
                movePage(d.parts, dragged, dropIndex(d.parts, dragged, targetId, after)),
              ),
            )
          }
          onDelete={(id) => void remove(id)}
        />
      </div>
      <PreviewModal
        opened={previewOpen}
        onClose={onClosePreview}
        parts={parts}
        cover={cover}
        title={doc.meta.Title}
        art={art}
        start={previewStart}
      />
    </div>
  );
}
