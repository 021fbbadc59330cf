import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState } from '../../../components/ArtStates';
import { useTranslation } from '../../../i18n/react';
import { AdminLoad, AdminScreen } from '../console/AdminScreen';
import { type DistrictRequestEntry, districtApi, districtKeys } from './api';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/** A language code as its name in the interface language ("en" -> "English"). */
function languageName(code: string, inLanguage: string): string {
  try {
    return new Intl.DisplayNames([inLanguage], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

function RequestCard({ request }: { request: DistrictRequestEntry }) {
  const { t, i18n } = useTranslation();
  const when = new Date(request.CreateTime).toLocaleString(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <Paper
      withBorder
      radius="lg"
      p="lg"
      component="article"
      data-testid="district-request"
      aria-labelledby={`district-${request.RequestId}`}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <div>
            <Title order={2} size="h4" id={`district-${request.RequestId}`}>
              {request.District}
            </Title>
            <Text size="sm" c="dimmed">
              {when}
            </Text>
          </div>
          <Group gap={6}>
            <Badge color="plum" c="plum.9" variant="light" tt="none">
              {t('adminConsole.district.accounts', {
                count: request.Accounts,
                formatted: request.Accounts.toLocaleString(i18n.language),
              })}
            </Badge>
            <Badge
              color={request.SignedIn ? 'meadow' : 'gray'}
              c={request.SignedIn ? 'meadow.9' : 'gray.8'}
              variant="light"
              tt="none"
            >
              {request.SignedIn
                ? t('adminConsole.district.signedIn')
                : t('adminConsole.district.visitor')}
            </Badge>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
          <Fact label={t('adminConsole.district.name')}>{request.Name}</Fact>
          <Fact label={t('adminConsole.district.email')}>
            <Anchor href={`mailto:${request.Email}`} inherit>
              {request.Email}
            </Anchor>
          </Fact>
          <Fact label={t('adminConsole.district.phone')}>
            {request.Phone || t('adminConsole.district.none')}
          </Fact>
          <Fact label={t('adminConsole.district.language')}>
            {request.Language
              ? languageName(request.Language, i18n.language)
              : t('adminConsole.district.none')}
          </Fact>
        </SimpleGrid>
        <Fact label={t('adminConsole.district.message')}>
          <span style={{ whiteSpace: 'pre-wrap' }}>
            {request.Message || t('adminConsole.district.none')}
          </span>
        </Fact>
      </Stack>
    </Paper>
  );
}

/**
 * /admin/district-requests (admins): the district plan contact requests sent from
 * /become-member?showdistrict=1 (decision 036), newest first, 20 at a time. Read only: sales
 * answers by email.
 */
export function AdminDistrictRequestsPage() {
  const { t } = useTranslation();
  const requests = useInfiniteQuery({
    queryKey: districtKeys.list,
    queryFn: ({ pageParam, signal }) => districtApi.page(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.NextCursor,
  });
  return (
    <AdminScreen
      testId="admin-district-requests"
      title={t('adminConsole.district.title')}
      lead={t('adminConsole.district.lead')}
    >
      <AdminLoad
        query={requests}
        isEmpty={(data) => data.pages.every((p) => p.List.length === 0)}
        empty={{
          title: t('adminConsole.district.emptyTitle'),
          body: t('adminConsole.district.emptyBody'),
          testId: 'admin-district-empty',
        }}
      >
        {(data) => (
          <Stack gap="md">
            {data.pages
              .flatMap((p) => p.List)
              .map((request) => (
                <RequestCard key={request.RequestId} request={request} />
              ))}
            {requests.isFetchNextPageError ? (
              <ErrorState error={requests.error} onRetry={() => void requests.fetchNextPage()} />
            ) : requests.hasNextPage ? (
              <Group justify="center">
                <Button
                  variant="outline"
                  color="ink.8"
                  loading={requests.isFetchingNextPage}
                  onClick={() => void requests.fetchNextPage()}
                  data-testid="district-more"
                >
                  {t('adminConsole.district.more')}
                </Button>
              </Group>
            ) : null}
          </Stack>
        )}
      </AdminLoad>
    </AdminScreen>
  );
}
