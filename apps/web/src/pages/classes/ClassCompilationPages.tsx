import {
  Alert,
  Badge,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { type CompilationSummary, classesApi, classKeys, compilationPath } from '../../api/classes';
import { apiErrorMessage, showApiError, showSuccess } from '../../api/client';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useTranslation } from '../../i18n/react';
import { CompilationReader } from './CompilationReader';
import { useClassList } from './shared';

function Loading() {
  const { t } = useTranslation();
  return (
    <Stack role="status" aria-label={t('classes.loading')}>
      <Skeleton height={32} width="50%" />
      <Skeleton height={200} />
    </Stack>
  );
}

/** A compilation's card: its title, type, how many stories and its state. */
export function CompilationCard({ openId, c }: { openId: string; c: CompilationSummary }) {
  const { t } = useTranslation();
  return (
    <Card
      withBorder
      radius="md"
      component="li"
      data-testid="compilation-card"
      style={{ borderTop: `6px solid ${c.Background}` }}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {c.Title}
          </Text>
          <Badge
            variant="light"
            color={c.State === 'published' ? 'teal' : 'gray'}
            style={{ flexShrink: 0, overflow: 'visible' }}
          >
            {t(`classes.compilations.state.${c.State}`)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t(`classes.compilations.kind.${c.Type}`, { count: c.Count })}
        </Text>
        <Button
          component={Link}
          to={compilationPath(openId, c.Type, c.CompilationId)}
          variant="light"
          size="xs"
          w="fit-content"
        >
          {c.State === 'published'
            ? t('classes.compilations.read')
            : t('classes.compilations.preview')}
        </Button>
      </Stack>
    </Card>
  );
}

/** /class-compilation/{openid}: the class's compilations (teachers: drafts too; a new one). */
export function ClassCompilationsPage() {
  const { t } = useTranslation();
  const { openid = '' } = useParams();
  const classes = useClassList();
  const klass = (classes.data ?? []).find((c) => c.OpenId === openid);
  const teacher = klass !== undefined && klass.Role !== 'STUDENT';
  const list = useQuery({
    queryKey: classKeys.compilations(openid),
    queryFn: () => classesApi.compilations(openid),
    enabled: openid !== '',
    retry: false,
  });
  return (
    <Container size="lg" w="100%" py={{ base: 20, sm: 40 }}>
      <Stack gap="lg">
        <div>
          {klass ? (
            <Text size="sm" c="dimmed">
              <Link to={`/class/${encodeURIComponent(openid)}`}>{klass.Name}</Link>
            </Text>
          ) : null}
          <Title order={1}>{t('classes.compilations.title')}</Title>
          <Text c="dimmed">{t('classes.compilations.lead')}</Text>
        </div>
        {teacher ? (
          <Group>
            <Button
              component={Link}
              to={`/class-compilation-create/${encodeURIComponent(openid)}/poetry`}
              data-testid="new-compilation"
            >
              {t('classes.compilations.newPoetry')}
            </Button>
            <Button
              component={Link}
              to={`/class-compilation-create/${encodeURIComponent(openid)}/comic`}
              variant="light"
            >
              {t('classes.compilations.newComic')}
            </Button>
          </Group>
        ) : null}
        {list.isPending ? (
          <Loading />
        ) : list.isError ? (
          <Alert color="ember" role="alert">
            {apiErrorMessage(list.error)}
          </Alert>
        ) : list.data.List.length === 0 ? (
          <Text data-testid="compilations-empty">{t('classes.compilations.empty')}</Text>
        ) : (
          <SimpleGrid
            cols={{ base: 1, sm: 2, md: 3 }}
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
          >
            {list.data.List.map((c) => (
              <CompilationCard key={c.CompilationId} openId={openid} c={c} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Container>
  );
}

/** /class-compilation-preview/{openid}/{type}/{id}: the preview (a draft) and the reader. */
export function ClassCompilationPreviewPage() {
  const { t } = useTranslation();
  const { openid = '', type = 'poetry', id = '' } = useParams();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: classKeys.compilation(openid, id),
    queryFn: () => classesApi.compilation(openid, id),
    enabled: openid !== '' && id !== '',
    retry: false,
    // The PDF is made by a job after publishing: look again until it is ready.
    refetchInterval: (q) => (q.state.data?.Compilation.Pdf?.State === 'queued' ? 3000 : false),
  });
  const publish = useMutation({
    mutationFn: () => classesApi.publishCompilation(openid, id),
    onSuccess: () => {
      showSuccess(t('classes.compilations.published'));
      void queryClient.invalidateQueries({ queryKey: ['classes', openid] });
    },
    onError: showApiError,
  });
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const remove = useMutation({
    mutationFn: () => classesApi.deleteCompilation(openid, id),
    onSuccess: () => {
      setAsking(false);
      showSuccess(t('classes.compilations.deleted'));
      queryClient.removeQueries({ queryKey: classKeys.compilation(openid, id) });
      void queryClient.invalidateQueries({ queryKey: ['classes', openid] });
      void navigate(`/class-compilation/${encodeURIComponent(openid)}`, { replace: true });
    },
    onError: (error) => {
      setAsking(false);
      showApiError(error);
    },
  });
  const data = query.data;
  const c = data?.Compilation;
  return (
    <Container size="md" w="100%" py={{ base: 20, sm: 40 }}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          <Link to={`/class-compilation/${encodeURIComponent(openid)}`}>
            {t('classes.compilations.title')}
          </Link>
        </Text>
        {query.isPending ? (
          <Loading />
        ) : query.isError ? (
          <Alert color="ember" role="alert">
            {apiErrorMessage(query.error)}
          </Alert>
        ) : data && c ? (
          <>
            <Group justify="space-between" align="flex-end">
              <div>
                <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
                  {c.Title}
                </Title>
                {c.State === 'draft' ? (
                  <Badge color="gray" variant="light">
                    {t('classes.compilations.previewBadge')}
                  </Badge>
                ) : null}
              </div>
              <Group gap="xs">
                {data.Manage ? (
                  <Button
                    variant="default"
                    component={Link}
                    to={`/class-compilation-create/${encodeURIComponent(openid)}/${encodeURIComponent(type)}?id=${encodeURIComponent(id)}`}
                  >
                    {t('classes.compilations.edit')}
                  </Button>
                ) : null}
                {data.Manage && c.State === 'draft' ? (
                  <Button
                    onClick={() => publish.mutate()}
                    loading={publish.isPending}
                    data-testid="compilation-publish"
                  >
                    {t('classes.compilations.publish')}
                  </Button>
                ) : null}
                {data.Manage ? (
                  <Button
                    variant="subtle"
                    color="ember"
                    onClick={() => setAsking(true)}
                    data-testid="compilation-delete"
                  >
                    {t('classes.compilations.delete')}
                  </Button>
                ) : null}
                {c.Pdf?.Url ? (
                  <Button
                    component="a"
                    href={c.Pdf.Url}
                    download
                    variant="light"
                    data-testid="compilation-pdf"
                  >
                    {t('classes.compilations.pdf')}
                  </Button>
                ) : c.Pdf ? (
                  <Text size="sm" c="dimmed">
                    {t(
                      c.Pdf.State === 'failed'
                        ? 'classes.compilations.pdfFailed'
                        : 'classes.compilations.pdfMaking',
                    )}
                  </Text>
                ) : null}
              </Group>
            </Group>
            {c.State === 'draft' ? (
              <Text c="dimmed">{t('classes.compilations.draftHint')}</Text>
            ) : null}
            <CompilationReader data={data} />
            <ConfirmDialog
              body={asking ? t('classes.compilations.deleteBody', { title: c.Title }) : null}
              title={t('classes.compilations.deleteTitle')}
              confirmLabel={t('classes.compilations.deleteConfirm')}
              cancelLabel={t('classes.compilations.cancel')}
              busy={remove.isPending}
              onCancel={() => setAsking(false)}
              onConfirm={() => remove.mutate()}
              testId="compilation-delete-confirm"
            />
          </>
        ) : null}
      </Stack>
    </Container>
  );
}
