import { Container, Group, Loader, Pagination, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState, ErrorState } from '../../../components/ArtStates';
import { useTranslation } from '../../../i18n/react';
import { needsSecondFactor, SecondFactorNotice } from '../StaffNotice';

/**
 * A staff screen under /admin: the "Staff" eyebrow, its title and lead (with an action beside
 * them, such as "New post"), then its body.
 */
export function AdminScreen({
  testId,
  eyebrow,
  title,
  lead,
  action,
  size = 'lg',
  gap = 'lg',
  children,
}: {
  testId: string;
  /** Defaults to "Admin console". */
  eyebrow?: string;
  title: string;
  lead: string;
  action?: ReactNode;
  size?: 'md' | 'lg' | 'xl';
  gap?: 'lg' | 'xl';
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const heading = (
    <div>
      <Text size="sm" fw={700} c="ember.8" tt="uppercase">
        {eyebrow ?? t('adminConsole.eyebrow')}
      </Text>
      <Title order={1}>{title}</Title>
      <Text c="dimmed">{lead}</Text>
    </div>
  );
  return (
    // Full width up to its size: in the app's flex column a Container would shrink to its
    // content, so a screen in Chinese (shorter lines) came out narrower than in Spanish.
    <Container size={size} w="100%" py="xl" data-testid={testId}>
      <Stack gap={gap}>
        {action ? (
          <Group justify="space-between" align="flex-end" wrap="wrap">
            {heading}
            {action}
          </Group>
        ) : (
          heading
        )}
        {children}
      </Stack>
    </Container>
  );
}

/**
 * What a staff list shows while its call runs and when it ends: a loader, the second-factor
 * notice (staff calls need it), the error with a retry, the empty state, or `children(data)`.
 */
export function AdminLoad<T>({
  query,
  loading,
  isEmpty,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  loading?: string;
  isEmpty: (data: T) => boolean;
  empty: { title: string; body: string; testId: string };
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <Loader aria-label={loading ?? t('adminConsole.loading')} />;
  if (query.isError) {
    return needsSecondFactor(query.error) ? (
      <SecondFactorNotice error={query.error} />
    ) : (
      <ErrorState error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  if (isEmpty(query.data)) return <EmptyState {...empty} />;
  return <>{children(query.data)}</>;
}

/** Pages of a staff list, shown only when there is more than one. */
export function AdminPager({
  total,
  pageSize,
  page,
  onChange,
}: {
  total: number | undefined;
  pageSize: number;
  page: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (total === undefined || total <= pageSize) return null;
  return (
    <Pagination
      total={Math.ceil(total / pageSize)}
      value={page}
      onChange={onChange}
      getControlProps={(control) => ({ 'aria-label': t(`adminConsole.pager.${control}`) })}
    />
  );
}
