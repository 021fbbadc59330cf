import { Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { apiErrorMessage } from '../api/client';
import classes from './LoadError.module.css';

export interface LoadErrorProps {
  /** What failed, in the reader's words ("The blog could not be loaded"). */
  title: string;
  /** The failed call's error; its message (already in the reader's language) is shown. */
  error: unknown;
  retryLabel: string;
  onRetry: () => void;
  testId?: string;
}

/** A call that failed: what went wrong, and a way to try again. Nothing typed is lost. */
export function LoadError({ title, error, retryLabel, onRetry, testId }: LoadErrorProps) {
  return (
    <div role="alert" className={classes.error} data-testid={testId}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconAlertTriangle size={22} aria-hidden="true" className={classes.icon} />
        <div>
          <Text fw={700}>{title}</Text>
          <Text size="sm">{apiErrorMessage(error)}</Text>
        </div>
      </Group>
      <Button
        mt="sm"
        variant="outline"
        color="ink.8"
        leftSection={<IconRefresh size={16} aria-hidden="true" />}
        onClick={onRetry}
      >
        {retryLabel}
      </Button>
    </div>
  );
}
