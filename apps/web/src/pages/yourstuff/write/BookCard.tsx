import { ActionIcon, Badge, Button, Group, Menu, Text, Title } from '@mantine/core';
import type { StoryMove } from '@storyloom/domain';
import {
  IconArrowBackUp,
  IconBooks,
  IconDots,
  IconEye,
  IconInfoCircle,
  IconLock,
  IconPencil,
  IconSchool,
  IconSend,
  IconTrash,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import type { BookSummary } from '../../../api/write';
import { PdfButton } from '../../../components/bookfiles/PdfButton';
import { BookCover } from '../../../components/books/BookCover';
import { StateBadge, useFormatDate } from '../../../components/books/labels';
import { canSendOn, publishPath } from '../../../components/PublishLink';
import { useTranslation } from '../../../i18n/react';
import { ShelfReview } from '../publish/ShelfReview';
import { moveOrder } from './moves';
import classes from './Write.module.css';

const moveIcons: Record<StoryMove, ComponentType<{ size?: number; 'aria-hidden'?: boolean }>> = {
  to_draft: IconArrowBackUp,
  make_private: IconLock,
  convert_to_longform: IconBooks,
  remove_from_class: IconSchool,
  delete: IconTrash,
};

/**
 * One of the writer's books: cover, title, type, state (with the reason when it came back),
 * words and last change; Edit when it can be edited, Read when published, Details, and a menu
 * of the SPEC §4 moves its state allows.
 */
export function BookCard({
  book,
  onMove,
  onDetails,
  busy,
}: {
  book: BookSummary;
  onMove: (book: BookSummary, move: StoryMove) => void;
  onDetails: (book: BookSummary) => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const date = useFormatDate();
  const title = book.Title || t('write.untitled');
  const moves = moveOrder.filter((move) => book.AllowedMoves.includes(move));
  const canPublish = canSendOn(book.State);
  const headingId = `book-${book.BookId}`;
  return (
    <article
      className={classes.card}
      aria-labelledby={headingId}
      data-testid="write-book"
      data-book-id={book.BookId}
      aria-busy={busy}
    >
      <BookCover book={book} />
      <div className={classes.cardBody}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={3} className={classes.cardTitle} id={headingId}>
            {title}
          </Title>
          {moves.length > 0 || canPublish ? (
            <Menu position="bottom-end" withinPortal shadow="md">
              <Menu.Target>
                <ActionIcon
                  variant="subtle"
                  color="ink.8"
                  size="lg"
                  aria-label={t('write.more', { title })}
                  loading={busy}
                >
                  <IconDots size={20} aria-hidden="true" />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                {canPublish ? (
                  <Menu.Item
                    component={Link}
                    to={publishPath(book.BookId)}
                    leftSection={<IconSend size={16} aria-hidden />}
                  >
                    {t('publish.action')}
                  </Menu.Item>
                ) : null}
                {moves.map((move) => {
                  const Icon = moveIcons[move];
                  return (
                    <Menu.Item
                      key={move}
                      color={move === 'delete' ? 'red' : undefined}
                      leftSection={<Icon size={16} aria-hidden />}
                      onClick={() => onMove(book, move)}
                    >
                      {t(`write.moves.${move}`)}
                    </Menu.Item>
                  );
                })}
              </Menu.Dropdown>
            </Menu>
          ) : null}
        </Group>
        <Group gap={6}>
          <Text size="sm" fw={700} c="ink.8">
            {t(`write.type.${book.Type}`)}
          </Text>
          <StateBadge state={book.State} />
          {book.Featured ? (
            <Badge variant="light" color="sun" c="sun.9">
              {t('write.featured')}
            </Badge>
          ) : null}
          {book.InClass ? (
            <Badge variant="outline" color="sky" c="sky.9">
              {t('write.inClass')}
            </Badge>
          ) : null}
        </Group>
        {book.State === 'returned' && book.ReturnReason ? (
          <Text className={classes.reason} data-testid="return-reason">
            {t('write.returnedBecause', { reason: book.ReturnReason })}
          </Text>
        ) : null}
        {book.State === 'under_review' ? <ShelfReview book={book} /> : null}
        <Text className={classes.meta}>
          {t('write.words', { count: book.WordCount })}
          {book.UpdatedAt ? ` · ${t('write.updated', { date: date(book.UpdatedAt) })}` : null}
        </Text>
        <Group gap="xs" className={classes.actions}>
          {book.Editable ? (
            <Button
              component={Link}
              to={book.EditorPath}
              size="compact-md"
              leftSection={<IconPencil size={16} aria-hidden="true" />}
              aria-label={t('write.editBook', { title })}
            >
              {t('write.edit')}
            </Button>
          ) : null}
          {book.ReaderPath ? (
            <Button
              component={Link}
              to={book.ReaderPath}
              size="compact-md"
              variant="light"
              leftSection={<IconEye size={16} aria-hidden="true" />}
              aria-label={t('write.readBook', { title })}
            >
              {t('write.read')}
            </Button>
          ) : null}
          <Button
            size="compact-md"
            variant="subtle"
            color="ink.8"
            leftSection={<IconInfoCircle size={16} aria-hidden="true" />}
            onClick={() => onDetails(book)}
            aria-label={t('write.detailsOf', { title })}
          >
            {t('write.details')}
          </Button>
          {book.State === 'published' || book.State === 'private' ? (
            <PdfButton bookId={book.BookId} title={title} own size="compact-md" />
          ) : null}
        </Group>
      </div>
    </article>
  );
}
