import type { StoryMove } from '@storyloom/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { showApiError, showSuccess } from '../../../api/client';
import { type BookSummary, writeApi, writeKeys } from '../../../api/write';
import { showConfirm } from '../../../components/alert-dialog';
import { useTranslation } from '../../../i18n/react';
import { sessionStore } from '../../../session/store';

/** The order the menu offers the moves in (the destructive one last). */
export const moveOrder: readonly StoryMove[] = [
  'to_draft',
  'make_private',
  'convert_to_longform',
  'remove_from_class',
  'delete',
];

/**
 * Whether a move asks first: deleting, converting and leaving the class always do; going back
 * to draft or private asks when it takes a published book off the public shelves.
 */
export function needsConfirm(book: Pick<BookSummary, 'State'>, move: StoryMove): boolean {
  if (move === 'to_draft' || move === 'make_private') return book.State === 'published';
  return true;
}

/**
 * One SPEC §4 move on one book: asks when it should, calls the server (MoveBook, or
 * ConvertToLongForm which then opens the new longform draft), tells the writer, and refreshes
 * the lists and counts.
 */
export function useBookMove() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | null>(null);

  async function run(book: BookSummary, move: StoryMove): Promise<boolean> {
    const title = book.Title || t('write.untitled');
    if (needsConfirm(book, move)) {
      const confirmed = await showConfirm({
        title: t(`write.confirm.${move}.title`, { title }),
        message: t(`write.confirm.${move}.message`, { title }),
        confirmLabel: t(`write.confirm.${move}.button`),
        cancelLabel: t('write.confirm.cancel'),
        danger: move === 'delete',
      });
      if (!confirmed) return false;
    }
    setPending(`${book.BookId}:${move}`);
    try {
      if (move === 'convert_to_longform') {
        const result = await writeApi.convert(book.BookId);
        showSuccess(t('write.done.convert_to_longform', { title }));
        void queryClient.invalidateQueries({ queryKey: writeKeys.all });
        void sessionStore.refresh();
        await navigate(result.Book.EditorPath);
        return true;
      }
      await writeApi.move(book.BookId, move);
      showSuccess(t(`write.done.${move}`, { title }));
      await queryClient.invalidateQueries({ queryKey: writeKeys.all });
      if (move === 'delete') void sessionStore.refresh();
      return true;
    } catch (err) {
      showApiError(err);
      return false;
    } finally {
      setPending(null);
    }
  }

  return { run, pending };
}
