import { Alert, Button, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { apiErrorMessage } from '../../../api/client';

/**
 * The pieces the admin's coupon form and custom-order form share: the card with its title, the
 * fields in two columns on desktop (one on a phone), the call's error and the submit button; a
 * row's destructive action; and the "ask, then do, then reload the list" of that action.
 */

export function AdminFormCard({
  title,
  submitLabel,
  busy,
  error,
  onSubmit,
  children,
  after,
}: {
  title: string;
  submitLabel: string;
  busy: boolean;
  error: unknown;
  /** Called on submit; the form itself never reloads the page. */
  onSubmit: () => void;
  /** The fields, laid out in the two-column grid. */
  children: ReactNode;
  /** Fields across the whole width, below the grid. */
  after?: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" p="lg">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4">
            {title}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>{children}</SimpleGrid>
          {after}
          {error ? <Alert color="red">{apiErrorMessage(error)}</Alert> : null}
          <Button type="submit" loading={busy} w="fit-content">
            {submitLabel}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

/** A row's destructive action (disable, withdraw), named with the row for screen readers. */
export function RowAction({
  label,
  name,
  onClick,
}: {
  label: string;
  name: string;
  onClick: () => void;
}) {
  return (
    <Button
      size="compact-sm"
      color="red"
      variant="subtle"
      onClick={onClick}
      aria-label={`${label}: ${name}`}
    >
      {label}
    </Button>
  );
}

/**
 * A destructive action asked first: `ask(target)` opens the confirmation, `confirm()` runs it;
 * done or failed, the confirmation closes; done, `onDone` and the list is read again.
 */
export function useConfirmedAction<T, R>(
  run: (target: T) => Promise<R>,
  listKey: QueryKey,
  onDone?: (result: R) => void,
) {
  const client = useQueryClient();
  const [target, setTarget] = useState<T | null>(null);
  const mutation = useMutation({
    mutationFn: run,
    onSuccess: async (result) => {
      setTarget(null);
      onDone?.(result);
      await client.invalidateQueries({ queryKey: listKey });
    },
    onError: () => setTarget(null),
  });
  return {
    target,
    ask: setTarget,
    close: () => setTarget(null),
    confirm: () => {
      if (target !== null) mutation.mutate(target);
    },
    busy: mutation.isPending,
    error: mutation.error,
  };
}
