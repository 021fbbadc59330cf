/**
 * What every editor shares around its own working area: a slim bar (back to Your stuff, the
 * book's title, the save state, undo/redo, the editor's own actions), the notices (changed
 * somewhere else, refused, read-only) and the loading and missing states. The top navigation
 * is hidden on editor routes (SPEC §2); this bar is the way out.
 */
import {
  ActionIcon,
  Alert,
  Anchor,
  Box,
  Button,
  Center,
  CopyButton,
  Group,
  Loader,
  Stack,
  Text,
  Textarea,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconArrowBackUp, IconArrowForwardUp } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { apiErrorMessage } from '../../../api/client';
import { EditorChallengePrompt } from '../../../components/challenges/EditorChallengePrompt';
import { PublishLink } from '../../../components/PublishLink';
import { useTranslation } from '../../../i18n/react';
import classes from './Editor.module.css';
import type { SaveState } from './types';
import type { BookDraft } from './useBookDraft';

// Dark shades: the words must keep a 4.5:1 contrast on the editor's light header.
const stateColour: Record<SaveState, string> = {
  saved: 'teal.9',
  pending: 'gray.7',
  saving: 'blue.8',
  offline: 'orange.9',
  conflict: 'red.8',
  refused: 'red.8',
  readonly: 'gray.7',
};

export function SaveIndicator({ state }: { state: SaveState }) {
  const { t } = useTranslation();
  return (
    <Text
      size="sm"
      c={stateColour[state]}
      role="status"
      aria-live="polite"
      data-testid="save-state"
      data-state={state}
      className={classes.saveState}
    >
      <span className={classes.dot} data-state={state} aria-hidden />
      {t(`editor.save.${state}`)}
    </Text>
  );
}

/** The words of this tab that could not be saved, ready to copy (after "changed somewhere else"). */
function UnsentNotice({ text, onDismiss }: { text: string; onDismiss: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="orange"
      title={t('editor.conflict.title')}
      data-testid="editor-conflict"
      withCloseButton={false}
    >
      <Stack gap="xs">
        <Text size="sm">{t('editor.conflict.body')}</Text>
        {text ? (
          <Textarea
            label={t('editor.conflict.unsentLabel')}
            value={text}
            readOnly
            autosize
            minRows={2}
            maxRows={8}
            data-testid="editor-unsent"
          />
        ) : null}
        <Group gap="xs">
          {text ? (
            <CopyButton value={text}>
              {({ copied, copy }) => (
                <Button size="xs" variant="light" onClick={copy}>
                  {copied ? t('editor.conflict.copied') : t('editor.conflict.copy')}
                </Button>
              )}
            </CopyButton>
          ) : null}
          <Button size="xs" variant="subtle" onClick={onDismiss}>
            {t('editor.conflict.dismiss')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

export interface EditorFrameProps<C> {
  draft: BookDraft<C>;
  /** The editor's own buttons (preview, add page…), shown in the bar. */
  actions?: ReactNode;
  /** Hide the title field in the bar (an editor that edits the title elsewhere). */
  hideTitle?: boolean;
  children: ReactNode;
}

export function EditorFrame<C>({ draft, actions, hideTitle, children }: EditorFrameProps<C>) {
  const { t } = useTranslation();
  const { book, doc } = draft;
  if (draft.status === 'failed') return <EditorMissing error={draft.error} />;
  if (!book || !doc) {
    return (
      <Center h="70vh" aria-busy>
        <Loader aria-label={t('editor.loading')} />
      </Center>
    );
  }
  const back = `/yourstuff/${book.Type}`;
  const refusal = draft.save.state === 'refused' ? apiErrorMessage(draft.save.error) : null;
  return (
    <Box className={classes.frame} data-testid="editor" data-book-type={book.Type}>
      <header className={classes.bar}>
        <Anchor
          component={Link}
          to={back}
          className={classes.back}
          onClick={() => void draft.flush()}
        >
          ← <span className={classes.backText}>{t('editor.back')}</span>
        </Anchor>
        {hideTitle ? (
          <Text fw={600} className={classes.title} truncate>
            {doc.meta.Title || t('write.untitled')}
          </Text>
        ) : (
          <TextInput
            className={classes.title}
            aria-label={t('editor.titleLabel')}
            placeholder={t('editor.titlePlaceholder')}
            value={doc.meta.Title}
            readOnly={draft.readOnly}
            maxLength={120}
            onChange={(e) => {
              const Title = e.currentTarget.value;
              draft.change((d) => ({ ...d, meta: { ...d.meta, Title } }), 'meta.title');
            }}
            data-testid="editor-title"
          />
        )}
        <SaveIndicator state={draft.save.state} />
        {/* Wraps on a phone: the Spanish labels are wider than a 390 px screen in one row. */}
        <Group gap={4} wrap="wrap">
          <Tooltip label={t('editor.undo')}>
            <ActionIcon
              variant="subtle"
              onClick={draft.undo}
              disabled={!draft.canUndo || draft.readOnly}
              aria-label={t('editor.undo')}
            >
              <IconArrowBackUp size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('editor.redo')}>
            <ActionIcon
              variant="subtle"
              onClick={draft.redo}
              disabled={!draft.canRedo || draft.readOnly}
              aria-label={t('editor.redo')}
            >
              <IconArrowForwardUp size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          {actions}
          {draft.readOnly ? null : (
            <PublishLink bookId={book.BookId} state={book.State} size="compact-sm" />
          )}
        </Group>
      </header>
      <Stack gap="xs" className={classes.notices}>
        <EditorChallengePrompt bookId={book.BookId} />
        {draft.unsent !== null ? (
          <UnsentNotice text={draft.unsent} onDismiss={draft.dismissUnsent} />
        ) : null}
        {refusal ? (
          <Alert color="red" data-testid="editor-refused">
            {refusal}
          </Alert>
        ) : null}
        {draft.save.state === 'offline' ? (
          <Alert color="orange" data-testid="editor-offline">
            {t('editor.offlineNotice')}
          </Alert>
        ) : null}
        {draft.readOnly ? (
          <Alert color="gray" data-testid="editor-readonly">
            {t('editor.readOnly', {
              state: t(`editor.states.${book.State}`, { defaultValue: book.State }),
            })}
          </Alert>
        ) : null}
      </Stack>
      <div className={classes.work}>{children}</div>
    </Box>
  );
}

/** No `book` in the address, or a book that is not there or not the writer's. */
export function EditorMissing({ error }: { error?: unknown }) {
  const { t } = useTranslation();
  return (
    <Center h="70vh" p="md">
      <Stack align="center" maw={420} ta="center" data-testid="editor-missing">
        <Text size="xl" fw={700}>
          {t('editor.missing.title')}
        </Text>
        <Text c="dimmed">{error ? apiErrorMessage(error) : t('editor.missing.body')}</Text>
        <Group>
          <Button component={Link} to="/get-start">
            {t('editor.missing.start')}
          </Button>
          <Button component={Link} to="/yourstuff-write" variant="light">
            {t('editor.missing.yourBooks')}
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
