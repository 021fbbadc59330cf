import { Alert, Button, Group, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { type ClassView, classesApi, classKeys } from '../../api/classes';
import { apiErrorMessage } from '../../api/client';
import { useTranslation } from '../../i18n/react';

/** The class list, as a query every class screen shares. */
export function useClassList() {
  return useQuery({ queryKey: classKeys.list, queryFn: () => classesApi.list() });
}

/** The class a class screen (/class-roster/{id?} and the others) is about: the id in the address, else the first taught. */
export function useCurrentClass(): {
  klass: ClassView | null;
  pending: boolean;
  error: unknown;
} {
  // The compilation screens name the class `openid` (SPEC §2).
  const { id: classId, openid } = useParams();
  const id = classId ?? openid;
  const list = useClassList();
  const taught = (list.data ?? []).filter((c) => c.Role !== 'STUDENT');
  const klass = (id ? taught.find((c) => c.OpenId === id) : taught[0]) ?? null;
  return { klass, pending: list.isPending, error: list.error };
}

const tabs = [
  'class-roster',
  'class-assignment',
  'class-submission',
  'class',
  'class-compilation',
  'class-settings',
] as const;

/** A class screen's frame: the class name, its code, and tabs to its other screens. */
export function ClassFrame({ children }: { children: (klass: ClassView) => ReactNode }) {
  const { t } = useTranslation();
  const { klass, pending, error } = useCurrentClass();
  const location = useLocation();
  const navigate = useNavigate();
  const segment = location.pathname.split('/')[1];
  const active =
    tabs.find((tab) => tab === segment) ??
    (segment?.startsWith('class-compilation') ? 'class-compilation' : tabs[0]);
  if (pending) {
    return (
      <Stack role="status" aria-label={t('classes.loading')}>
        <Skeleton height={32} width="50%" />
        <Skeleton height={160} />
      </Stack>
    );
  }
  if (error) {
    return (
      <Alert color="ember" role="alert">
        {apiErrorMessage(error)}
      </Alert>
    );
  }
  if (!klass) {
    return (
      <Stack align="flex-start">
        <Text>{t('classes.noClass')}</Text>
        <Button component={Link} to="/class-list">
          {t('classes.list.title')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Text size="sm" c="dimmed">
            <Link to="/class-list">{t('classes.list.title')}</Link>
          </Text>
          <Title order={1} size="h2">
            {klass.Name}
          </Title>
        </div>
        {klass.Passcode ? (
          <Text data-testid="class-code">
            {t('classes.code')}: <strong>{klass.Passcode}</strong>
          </Text>
        ) : null}
      </Group>
      <Tabs
        value={active}
        onChange={(value) => value && navigate(`/${value}/${klass.OpenId}`)}
        keepMounted={false}
      >
        <Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {t(`classes.tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {children(klass)}
    </Stack>
  );
}
