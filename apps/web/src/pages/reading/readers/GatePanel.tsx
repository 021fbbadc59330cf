import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { ErrorCode } from '@storyloom/domain';
import { IconBook2, IconCrown, IconLock, IconMoodSmile, IconRefresh } from '@tabler/icons-react';
import { Link } from 'react-router';
import { apiErrorMessage, isApiError } from '../../../api/client';
import classes from '../../../components/reader/Reader.module.css';
import { useTranslation } from '../../../i18n/react';

export type GateKind = 'paidOnly' | 'ageLevel' | 'noPermission' | 'notFound' | 'failed';

/** SPEC §6, §8: which panel a failed Read/Book call shows. */
export function gateOf(error: unknown): GateKind {
  if (!isApiError(error)) return 'failed';
  if (error.code === ErrorCode.PAID_ONLY) return 'paidOnly';
  if (error.code === ErrorCode.AGE_LEVEL) return 'ageLevel';
  if (error.code === ErrorCode.NO_PERMISSION) return 'noPermission';
  if (error.code === ErrorCode.NOT_FOUND || error.status === 404) return 'notFound';
  return 'failed';
}

const icons = {
  paidOnly: IconCrown,
  ageLevel: IconMoodSmile,
  noPermission: IconLock,
  notFound: IconBook2,
  failed: IconRefresh,
} as const;

/**
 * A friendly panel instead of the book: paid-only stories (with the way to the plans), a book
 * above the reader's age level, a class that does not allow reading others' books, a book that
 * does not exist (or no longer does), or a call that failed (with a retry).
 */
export function GatePanel({
  error,
  kind = gateOf(error),
  onRetry,
  compact = false,
}: {
  error?: unknown;
  kind?: GateKind;
  onRetry?: () => void;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const Icon = icons[kind];
  return (
    <Stack
      align="center"
      ta="center"
      gap="sm"
      className={compact ? classes.gateCompact : classes.gate}
      role={kind === 'failed' ? 'alert' : undefined}
      data-testid="reader-gate"
      data-gate={kind}
    >
      <Icon size={48} aria-hidden="true" className={classes.gateIcon} />
      <Title order={1} className={classes.gateTitle}>
        {t(`reader.gate.${kind}.title`)}
      </Title>
      <Text>{kind === 'failed' ? apiErrorMessage(error) : t(`reader.gate.${kind}.body`)}</Text>
      <Group justify="center" mt="xs">
        {kind === 'paidOnly' ? (
          <Button
            component={Link}
            to="/become-member"
            leftSection={<IconCrown size={16} aria-hidden="true" />}
          >
            {t('reader.gate.seePlans')}
          </Button>
        ) : null}
        {kind === 'failed' && onRetry ? (
          <Button onClick={onRetry} leftSection={<IconRefresh size={16} aria-hidden="true" />}>
            {t('reader.gate.retry')}
          </Button>
        ) : null}
        {compact ? null : (
          <Button component={Link} to="/picture-book" variant="outline" color="ink.8">
            {t('reader.gate.findBooks')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
