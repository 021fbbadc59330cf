/**
 * One page to fix: the page as the reader will show it (changing live), what is wrong, and the
 * fixes in place (where the words go, where the picture goes, the words themselves). Saving sends
 * the page with `/api/Books/Save` at the book's version, as the editor would.
 */
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { ErrorCode, type PictureBookPage, type TextPosition } from '@storyloom/domain';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { apiErrorMessage, isApiError } from '../../../api/client';
import { useTranslation } from '../../../i18n/react';
import { savePage } from './api';
import classes from './FixCoord.module.css';
import {
  type BookPage,
  type Fit,
  type MeasureWidth,
  type Placement,
  type Problem,
  placementOf,
  problemsOf,
  samePage,
  withPlacement,
  withTextPosition,
  withWords,
  wordsOf,
} from './pages';
import { MeasureFrame, ReaderFrame } from './ReaderFrame';

export interface FixPageCardProps {
  item: BookPage;
  problems: Problem[];
  /** The book's version now (an earlier fix on another of its pages moves it on). */
  version: number;
  onSaved: (item: BookPage, page: PictureBookPage, version: number) => void;
}

export function FixPageCard({ item, problems, version, onSaved }: FixPageCardProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(item.page);
  const [fit, setFit] = useState<Fit>({});
  const measured = useCallback(
    (width: MeasureWidth, runs: boolean) => setFit((f) => ({ ...f, [width]: runs })),
    [],
  );
  const changed = !samePage(draft, item.page);
  const draftProblems = problemsOf(draft, fit);
  const save = useMutation({
    mutationFn: () =>
      savePage({ BookId: item.bookId, Version: version, PartId: item.partId, Content: draft }),
    onSuccess: (answer) => onSaved(item, draft, answer.Version),
  });
  const conflict = isApiError(save.error) && save.error.code === ErrorCode.CONFLICT;
  const headingId = `fix-${item.key.replace(/[^\w-]/g, '-')}`;
  const placement = placementOf(draft);
  const locked = !item.editable || save.isPending;

  const change = (page: PictureBookPage) => {
    setDraft(page);
    if (save.isError) save.reset();
  };

  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-labelledby={headingId}
      data-testid="fix-page"
      data-key={item.key}
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={2} size="h4" id={headingId}>
            {t('fixCoord.pageOf', {
              number: item.number,
              title: item.bookTitle || t('write.untitled'),
            })}
          </Title>
          <Anchor component={Link} to={item.editorPath} size="sm">
            {t('fixCoord.openEditor')}
          </Anchor>
        </Group>
        <Group gap="xs" data-testid="fix-problems">
          {problems.map((p) => (
            <Badge key={p} color="red" c="red.9" variant="light" size="lg" tt="none">
              {t(`fixCoord.problem.${p}`)}
            </Badge>
          ))}
        </Group>
        <div className={classes.card}>
          <div className={classes.preview}>
            <ReaderFrame
              page={draft}
              art={item.art}
              label={t('fixCoord.previewLabel', { number: item.number })}
              testId="fix-preview"
            />
            <div className={classes.measureHost}>
              <MeasureFrame page={draft} width="phone" onMeasured={measured} />
              <MeasureFrame page={draft} width="wide" onMeasured={measured} />
            </div>
            <Text size="sm" mt="xs" role="status" data-testid="fix-verdict">
              {draftProblems === null || !changed
                ? ''
                : draftProblems.length === 0
                  ? t('fixCoord.fitsNow')
                  : draftProblems.map((p) => t(`fixCoord.still.${p}`)).join(' ')}
            </Text>
          </div>
          <Stack gap="sm" className={classes.controls}>
            {!item.editable ? (
              <Alert color="yellow" variant="light" data-testid="fix-locked">
                {t('fixCoord.locked')}{' '}
                <Anchor component={Link} to="/yourstuff-write">
                  {t('fixCoord.yourBooks')}
                </Anchor>
              </Alert>
            ) : null}
            <div>
              <Text size="sm" fw={600} id={`${headingId}-words-at`} mb={4}>
                {t('pictureBookEditor.page.textPosition')}
              </Text>
              <SegmentedControl
                fullWidth
                aria-labelledby={`${headingId}-words-at`}
                data-testid="fix-text-position"
                disabled={locked}
                value={draft.textPosition}
                onChange={(v) => change(withTextPosition(draft, v as TextPosition))}
                data={(['top', 'bottom', 'beside'] as const).map((v) => ({
                  value: v,
                  label: t(`pictureBookEditor.page.${v}`),
                }))}
              />
            </div>
            {placement ? (
              <div>
                <Text size="sm" fw={600} id={`${headingId}-picture`} mb={4}>
                  {t('pictureBookEditor.page.picture')}
                </Text>
                <SegmentedControl
                  fullWidth
                  aria-labelledby={`${headingId}-picture`}
                  data-testid="fix-placement"
                  disabled={locked}
                  value={placement}
                  onChange={(v) => change(withPlacement(draft, v as Placement))}
                  data={[
                    { value: 'full', label: t('pictureBookEditor.page.full') },
                    { value: 'start', label: t('pictureBookEditor.page.left') },
                    { value: 'end', label: t('pictureBookEditor.page.right') },
                  ]}
                />
              </div>
            ) : null}
            <Textarea
              label={t('pictureBookEditor.page.textLabel', { number: item.number })}
              rows={4}
              resize="vertical"
              disabled={locked}
              value={wordsOf(draft)}
              onChange={(e) => change(withWords(draft, e.currentTarget.value))}
              data-testid="fix-words"
            />
            {save.isError ? (
              <Alert color="red" variant="light" role="alert" data-testid="fix-error">
                {conflict ? t('fixCoord.conflict') : apiErrorMessage(save.error)}
              </Alert>
            ) : null}
            <Group gap="sm">
              <Button
                onClick={() => save.mutate()}
                disabled={!changed || !item.editable}
                loading={save.isPending}
                data-testid="fix-save"
              >
                {t('fixCoord.save')}
              </Button>
              <Button
                variant="subtle"
                color="ink.8"
                onClick={() => change(item.page)}
                disabled={!changed || locked}
              >
                {t('fixCoord.undo')}
              </Button>
            </Group>
          </Stack>
        </div>
      </Stack>
    </Card>
  );
}
