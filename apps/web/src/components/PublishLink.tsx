import { Button } from '@mantine/core';
import { canTransition, type StoryState } from '@storyloom/domain';
import { IconSend } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../i18n/react';
import { useSession } from '../session/useSession';

/** The publish form of one book. */
export function publishPath(bookId: string): string {
  return `/yourstuff-publish?book=${encodeURIComponent(bookId)}`;
}

/**
 * Whether a story may be sent on from its state: for everyone (draft, returned, private), or to
 * the teacher for a class student (the same states, SPEC §4).
 */
export function canSendOn(state: StoryState | string): boolean {
  return (
    canTransition(state as StoryState, 'submit_for_review') ||
    canTransition(state as StoryState, 'submit_to_teacher')
  );
}

/**
 * "Publish" for an editor's bar: a link to the publish form, shown only while the story's state
 * allows sending it (a class student's says "Hand in to teacher"). Each editor adds one line:
 * `<PublishLink bookId={book.BookId} state={book.State} />`.
 */
export function PublishLink({
  bookId,
  state,
  size = 'compact-md',
}: {
  bookId: string;
  state: StoryState | string;
  size?: 'compact-sm' | 'compact-md' | 'sm' | 'md';
}) {
  const { t } = useTranslation();
  const { flags } = useSession();
  if (!canSendOn(state)) return null;
  return (
    <Button
      component={Link}
      to={publishPath(bookId)}
      size={size}
      variant="light"
      color="ember"
      leftSection={<IconSend size={16} aria-hidden="true" />}
      data-testid="publish-link"
    >
      {flags?.isClassStudent ? t('publish.toTeacher.action') : t('publish.action')}
    </Button>
  );
}
