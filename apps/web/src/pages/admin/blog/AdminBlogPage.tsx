import {
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Pagination,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { type InterfaceLanguage, interfaceLanguages, isInterfaceLanguage } from '@storyloom/domain';
import { IconExternalLink, IconPencil, IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatPostDate } from '../../../api/blog';
import { showApiError, showSuccess } from '../../../api/client';
import { EmptyState, ErrorState } from '../../../components/ArtStates';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { languageLabels } from '../../../i18n';
import { useTranslation } from '../../../i18n/react';
import { AdminScreen } from '../console/AdminScreen';
import { needsSecondFactor, SecondFactorNotice } from '../StaffNotice';
import {
  ADMIN_PAGE_SIZE,
  type AdminListFilters,
  type AdminPostSummary,
  blogAdminApi,
  blogAdminKeys,
  type PostState,
} from './api';

const states = ['all', 'draft', 'published'] as const;

function filtersFrom(params: URLSearchParams): AdminListFilters {
  const language = params.get('language');
  const state = params.get('state');
  const page = Number(params.get('page') ?? '1');
  return {
    Language: isInterfaceLanguage(language) ? language : 'all',
    State: state === 'draft' || state === 'published' ? state : 'all',
    Page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export function StateBadge({ state }: { state: PostState | null }) {
  const { t } = useTranslation();
  if (state === null)
    return (
      <Badge variant="outline" color="gray" c="gray.8">
        {t('adminBlog.state.new')}
      </Badge>
    );
  return (
    <Badge
      variant="light"
      color={state === 'published' ? 'meadow' : 'gray'}
      c={state === 'published' ? 'meadow.9' : 'gray.8'}
      data-testid="post-state"
    >
      {t(`adminBlog.state.${state}`)}
    </Badge>
  );
}

function PostRow({
  post,
  onChanged,
  onDelete,
}: {
  post: AdminPostSummary;
  onChanged: (message: string) => void;
  onDelete: (post: AdminPostSummary) => void;
}) {
  const { t, i18n } = useTranslation();
  const toggle = useMutation({
    mutationFn: () =>
      post.State === 'published'
        ? blogAdminApi.unpublish(post.PostId)
        : blogAdminApi.publish(post.PostId),
    onSuccess: (saved) =>
      onChanged(
        t(saved.State === 'published' ? 'adminBlog.published' : 'adminBlog.unpublished', {
          title: saved.Title,
        }),
      ),
    onError: showApiError,
  });
  return (
    <Paper withBorder radius="lg" p="md" data-testid="admin-post" component="li">
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap">
          <Badge variant="outline" color="ink.8" lang={post.Language}>
            {languageLabels[post.Language]}
          </Badge>
          <StateBadge state={post.State} />
        </Group>
        <Title order={2} size="h4" lang={post.Language}>
          <Anchor component={Link} to={`/admin/blog-post/${post.PostId}`} c="ink.9">
            {post.Title}
          </Anchor>
        </Title>
        <Text size="sm" c="dimmed" lineClamp={2} lang={post.Language}>
          {post.Excerpt}
        </Text>
        <Text size="sm" c="dimmed">
          {t('adminBlog.slugLine', { slug: post.Slug })} ·{' '}
          {t('adminBlog.updatedOn', { date: formatPostDate(post.UpdatedAt, i18n.language) })}
        </Text>
        <Group gap="xs" mt={4} wrap="wrap">
          <Button
            component={Link}
            to={`/admin/blog-post/${post.PostId}`}
            size="xs"
            variant="light"
            leftSection={<IconPencil size={16} aria-hidden="true" />}
            aria-label={t('adminBlog.editNamed', { title: post.Title })}
          >
            {t('adminBlog.edit')}
          </Button>
          <Button
            size="xs"
            variant="default"
            loading={toggle.isPending}
            onClick={() => toggle.mutate()}
            aria-label={t(
              post.State === 'published' ? 'adminBlog.unpublishNamed' : 'adminBlog.publishNamed',
              { title: post.Title },
            )}
          >
            {t(post.State === 'published' ? 'adminBlog.unpublish' : 'adminBlog.publish')}
          </Button>
          {post.State === 'published' ? (
            <Button
              component={Link}
              to={post.Path}
              size="xs"
              variant="subtle"
              color="ink.8"
              leftSection={<IconExternalLink size={16} aria-hidden="true" />}
            >
              {t('adminBlog.viewOnBlog')}
            </Button>
          ) : null}
          <Button
            size="xs"
            variant="subtle"
            color="red"
            onClick={() => onDelete(post)}
            aria-label={t('adminBlog.deleteNamed', { title: post.Title })}
          >
            {t('adminBlog.delete')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** /admin/blog: every post version (drafts and published), by language and state. */
export function AdminBlogPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const [deleting, setDeleting] = useState<AdminPostSummary | null>(null);
  const posts = useQuery({
    queryKey: blogAdminKeys.list(filters),
    queryFn: ({ signal }) => blogAdminApi.list(filters, signal),
  });
  const refresh = (message: string) => {
    showSuccess(message);
    void queryClient.invalidateQueries({ queryKey: blogAdminKeys.all });
  };
  const remove = useMutation({
    mutationFn: (post: AdminPostSummary) => blogAdminApi.remove(post.PostId),
    onSuccess: (_result, post) => {
      setDeleting(null);
      refresh(t('adminBlog.deleted', { title: post.Title }));
    },
    onError: showApiError,
  });
  const setFilter = (key: 'language' | 'state') => (value: string | null) => {
    const next = new URLSearchParams(params);
    if (!value || value === 'all') next.delete(key);
    else next.set(key, value);
    next.delete('page');
    setParams(next);
  };
  const setPage = (page: number) => {
    const next = new URLSearchParams(params);
    if (page === 1) next.delete('page');
    else next.set('page', String(page));
    setParams(next);
  };
  const pages = posts.data ? Math.max(1, Math.ceil(posts.data.Total / ADMIN_PAGE_SIZE)) : 1;

  return (
    <AdminScreen
      testId="admin-blog"
      eyebrow={t('art.admin.eyebrow')}
      title={t('adminBlog.title')}
      lead={t('adminBlog.lead')}
      action={
        <Button
          component={Link}
          to="/admin/blog-post"
          leftSection={<IconPlus size={18} aria-hidden="true" />}
        >
          {t('adminBlog.newPost')}
        </Button>
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} maw={560}>
        <Select
          label={t('adminBlog.filterLanguage')}
          value={filters.Language}
          onChange={setFilter('language')}
          allowDeselect={false}
          data={['all', ...interfaceLanguages].map((code) => ({
            value: code,
            label:
              code === 'all'
                ? t('adminBlog.allLanguages')
                : languageLabels[code as InterfaceLanguage],
          }))}
        />
        <Select
          label={t('adminBlog.filterState')}
          value={filters.State}
          onChange={setFilter('state')}
          allowDeselect={false}
          data={states.map((state) => ({ value: state, label: t(`adminBlog.states.${state}`) }))}
        />
      </SimpleGrid>
      {posts.isError && needsSecondFactor(posts.error) ? (
        <SecondFactorNotice error={posts.error} />
      ) : posts.isPending ? (
        <Loader aria-label={t('adminBlog.loading')} />
      ) : posts.isError ? (
        <ErrorState error={posts.error} onRetry={() => void posts.refetch()} />
      ) : posts.data.List.length === 0 ? (
        <EmptyState
          title={t('adminBlog.emptyTitle')}
          body={t('adminBlog.emptyBody')}
          testId="admin-blog-empty"
        />
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('adminBlog.count', { count: posts.data.Total })}
          </Text>
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {posts.data.List.map((post) => (
              <PostRow key={post.PostId} post={post} onChanged={refresh} onDelete={setDeleting} />
            ))}
          </Stack>
          {pages > 1 ? (
            <Pagination
              total={pages}
              value={filters.Page}
              onChange={setPage}
              getControlProps={(control) => ({
                'aria-label': t(`adminBlog.pager.${control}`),
              })}
              getItemProps={(page) => ({ 'aria-label': t('blog.pageN', { page }) })}
            />
          ) : null}
        </>
      )}
      <ConfirmDialog
        body={
          deleting
            ? t('adminBlog.confirmDelete.body', {
                title: deleting.Title,
                language: languageLabels[deleting.Language],
              })
            : null
        }
        title={t('adminBlog.confirmDelete.title')}
        confirmLabel={t('adminBlog.confirmDelete.confirm')}
        cancelLabel={t('adminBlog.confirmDelete.cancel')}
        testId="confirm-delete"
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </AdminScreen>
  );
}
