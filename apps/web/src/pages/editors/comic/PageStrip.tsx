/**
 * The comic's pages in order, with the cover first: choose one to edit; move it earlier or
 * later, duplicate or delete it; add a page after the one being edited.
 */
import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import type { BookCover, ComicPage } from '@storyloom/domain';
import {
  IconChevronLeft,
  IconChevronRight,
  IconCopy,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { type ComicImage, ComicPageView } from '../../../components/comic/ComicPageView';
import { useTranslation } from '../../../i18n/react';
import classes from './Comic.module.css';
import { type ComicPart, normalizeComicPage } from './comic';

export interface PageStripProps {
  parts: ComicPart[];
  cover: BookCover;
  title: string;
  images: ReadonlyMap<string, ComicImage>;
  selected: string;
  max: number;
  readOnly: boolean;
  onSelect(id: string): void;
  onAdd(): void;
  onDuplicate(id: string): void;
  onMoveBy(id: string, by: number): void;
  onDelete(id: string): void;
}

export function CoverThumb({
  cover,
  title,
  images,
}: {
  cover: BookCover;
  title: string;
  images: ReadonlyMap<string, ComicImage>;
}) {
  const art = cover.artworkId ? images.get(cover.artworkId) : undefined;
  // An uploaded cover picture is shown instead of the library one.
  const url = cover.image?.url ?? art?.Url;
  return (
    <span className={classes.coverThumb} style={{ background: cover.background }}>
      {url ? <img src={url} alt="" /> : null}
      <span>{title}</span>
    </span>
  );
}

export function PageStrip(props: PageStripProps) {
  const { t } = useTranslation();
  const { parts, selected, readOnly } = props;
  return (
    <nav aria-label={t('comicEditor.strip.label')}>
      <ul className={classes.strip} data-testid="comic-strip">
        <li className={classes.stripItem}>
          <button
            type="button"
            className={classes.stripThumb}
            aria-current={selected === 'cover'}
            aria-label={t('comicEditor.strip.cover')}
            onClick={() => props.onSelect('cover')}
            data-testid="strip-cover"
          >
            <CoverThumb
              cover={props.cover}
              title={props.title || t('write.untitled')}
              images={props.images}
            />
          </button>
        </li>
        {parts.map((part, i) => {
          const page: ComicPage = normalizeComicPage(part.content);
          const label = t('comicEditor.strip.page', { number: i + 1 });
          return (
            <li
              key={part.id}
              className={classes.stripItem}
              data-testid="strip-page"
              data-page-id={part.id}
            >
              <button
                type="button"
                className={classes.stripThumb}
                aria-current={selected === part.id}
                aria-label={label}
                onClick={() => props.onSelect(part.id)}
              >
                <ComicPageView page={page} images={props.images} label={label} />
              </button>
              {readOnly ? null : (
                <Group gap={2} justify="center" wrap="nowrap">
                  <Tooltip label={t('comicEditor.strip.earlier', { number: i + 1 })}>
                    <ActionIcon
                      size="sm"
                      variant="subtle"
                      disabled={i === 0}
                      aria-label={t('comicEditor.strip.earlier', { number: i + 1 })}
                      onClick={() => props.onMoveBy(part.id, -1)}
                      data-testid="page-earlier"
                    >
                      <IconChevronLeft size={16} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t('comicEditor.strip.later', { number: i + 1 })}>
                    <ActionIcon
                      size="sm"
                      variant="subtle"
                      disabled={i === parts.length - 1}
                      aria-label={t('comicEditor.strip.later', { number: i + 1 })}
                      onClick={() => props.onMoveBy(part.id, 1)}
                      data-testid="page-later"
                    >
                      <IconChevronRight size={16} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t('comicEditor.strip.duplicate', { number: i + 1 })}>
                    <ActionIcon
                      size="sm"
                      variant="subtle"
                      disabled={parts.length >= props.max}
                      aria-label={t('comicEditor.strip.duplicate', { number: i + 1 })}
                      onClick={() => props.onDuplicate(part.id)}
                    >
                      <IconCopy size={16} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t('comicEditor.strip.delete', { number: i + 1 })}>
                    <ActionIcon
                      size="sm"
                      variant="subtle"
                      color="red"
                      disabled={parts.length <= 1}
                      aria-label={t('comicEditor.strip.delete', { number: i + 1 })}
                      onClick={() => props.onDelete(part.id)}
                      data-testid="page-delete"
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              )}
            </li>
          );
        })}
        {readOnly ? null : (
          <li className={classes.stripItem}>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={props.onAdd}
              disabled={parts.length >= props.max}
              data-testid="add-page"
              h="100%"
              mih={120}
            >
              {t('comicEditor.strip.add')}
            </Button>
          </li>
        )}
      </ul>
    </nav>
  );
}
