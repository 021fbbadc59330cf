import {
  Alert,
  Anchor,
  Badge,
  Container,
  Group,
  Loader,
  Paper,
  Stack,
  Tabs,
  TextInput,
  Title,
} from '@mantine/core';
import { type InterfaceLanguage, interfaceLanguages } from '@storyloom/domain';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { showApiError, showSuccess } from '../../../api/client';
import { ErrorState } from '../../../components/ArtStates';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { currentLanguage, languageLabels } from '../../../i18n';
import { useTranslation } from '../../../i18n/react';
import { needsSecondFactor, SecondFactorNotice } from '../StaffNotice';
import { type AdminPost, blogAdminApi, blogAdminKeys } from './api';
import {
  emptyForm,
  emptyVersion,
  type FormErrors,
  formDirty,
  formFromPosts,
  languagesToSave,
  noErrors,
  type PostForm,
  saveStep,
  serverFieldErrors,
  slugFromTitle,
  slugMax,
  type Version,
  validate,
  versionDirty,
  versionFromPost,
} from './form';
import { UnsavedChanges } from './UnsavedChanges';
import { VersionActions } from './VersionActions';
import { VersionPanel } from './VersionPanel';

const noProblems = (): FormErrors => ({ versions: {} });

/** A post and its versions in the other languages (the same slug). */
async function loadPost(postId: string, signal: AbortSignal): Promise<AdminPost[]> {
  const post = await blogAdminApi.get(postId, signal);
  const group = await blogAdminApi.versions(post.Slug, signal);
  const others = group.List.filter((p) => p.PostId !== post.PostId);
  return [post, ...(await Promise.all(others.map((p) => blogAdminApi.get(p.PostId, signal))))];
}

function firstLanguageWithErrors(errors: FormErrors): InterfaceLanguage | null {
  return interfaceLanguages.find((l) => errors.versions[l]) ?? null;
}

/** The editor itself, once the post (or nothing, for a new one) is loaded. */
function PostEditor({ initial, isNew }: { initial: PostForm; isNew: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>(noProblems);
  const [busy, setBusy] = useState(false);
  const [slugTouched, setSlugTouched] = useState(!isNew);
  const [deleting, setDeleting] = useState<InterfaceLanguage | null>(null);
  const [tab, setTab] = useState<InterfaceLanguage>(() => {
    const own = currentLanguage();
    const saved = interfaceLanguages.find((l) => initial.versions[l].saved);
    return initial.versions[own].saved || !saved ? own : saved;
  });
  const [goTo, setGoTo] = useState<string | null>(null);
  const formRef = useRef(form);
  formRef.current = form;
  const dirty = formDirty(form);

  // After the first save of a new post, its address names it (once nothing is unsaved).
  useEffect(() => {
    if (goTo && !dirty) {
      navigate(goTo, { replace: true, state: { keepEditor: true } });
      setGoTo(null);
    }
  }, [goTo, dirty, navigate]);

  const changeVersion = (language: InterfaceLanguage, change: Partial<Version>) => {
    setForm((f) => {
      const next = {
        ...f,
        versions: { ...f.versions, [language]: { ...f.versions[language], ...change } },
      };
      if (!slugTouched && change.title !== undefined && language !== 'zh') {
        next.slug = slugFromTitle(change.title);
      }
      return next;
    });
    setErrors((e) => ({
      ...e,
      form: undefined,
      versions: { ...e.versions, [language]: undefined },
    }));
  };
  const setVersion = (language: InterfaceLanguage, version: Version) =>
    setForm((f) => ({ ...f, versions: { ...f.versions, [language]: version } }));

  /** Saves every changed version; the saved form, or null when something was refused. */
  const save = async (): Promise<PostForm | null> => {
    const problems = validate(formRef.current);
    setErrors(problems);
    if (!noErrors(problems)) {
      const first = firstLanguageWithErrors(problems);
      if (first) setTab(first);
      return null;
    }
    setBusy(true);
    let current = formRef.current;
    try {
      for (const language of languagesToSave(current)) {
        const step = saveStep(current, language);
        try {
          const post =
            step.kind === 'create'
              ? await blogAdminApi.create(step.fields)
              : await blogAdminApi.update(step.postId, step.fields);
          current = {
            ...current,
            versions: { ...current.versions, [language]: versionFromPost(post) },
          };
        } catch (error) {
          const fieldErrors = serverFieldErrors(error, language);
          if (fieldErrors) {
            setErrors(fieldErrors);
            if (fieldErrors.versions[language]) setTab(language);
          } else showApiError(error);
          setForm(current);
          return null;
        }
      }
      setForm(current);
      void queryClient.invalidateQueries({ queryKey: blogAdminKeys.all });
      const first = interfaceLanguages.map((l) => current.versions[l].postId).find(Boolean);
      if (isNew && first) setGoTo(`/admin/blog-post/${first}`);
      return current;
    } finally {
      setBusy(false);
    }
  };

  const onSave = async () => {
    if (await save()) showSuccess(t('adminBlog.saved'));
  };

  const setPublished = async (language: InterfaceLanguage, publish: boolean) => {
    const saved = versionDirty(formRef.current, language) ? await save() : formRef.current;
    const postId = saved?.versions[language].postId;
    if (!saved || !postId) return;
    setBusy(true);
    try {
      const post = publish
        ? await blogAdminApi.publish(postId)
        : await blogAdminApi.unpublish(postId);
      setVersion(language, versionFromPost(post));
      void queryClient.invalidateQueries({ queryKey: blogAdminKeys.all });
      showSuccess(
        t(publish ? 'adminBlog.published' : 'adminBlog.unpublished', { title: post.Title }),
      );
    } catch (error) {
      showApiError(error);
    } finally {
      setBusy(false);
    }
  };

  const remove = async (language: InterfaceLanguage) => {
    const postId = form.versions[language].postId;
    if (!postId) return;
    setBusy(true);
    try {
      await blogAdminApi.remove(postId);
      const title = form.versions[language].saved?.title ?? '';
      const next = { ...form, versions: { ...form.versions, [language]: emptyVersion() } };
      setForm(next);
      setDeleting(null);
      void queryClient.invalidateQueries({ queryKey: blogAdminKeys.all });
      showSuccess(t('adminBlog.deleted', { title }));
      const remaining = interfaceLanguages.map((l) => next.versions[l].postId).find(Boolean);
      if (!remaining && !formDirty(next)) setGoTo('/admin/blog');
      else if (remaining) setGoTo(`/admin/blog-post/${remaining}`);
    } catch (error) {
      showApiError(error);
    } finally {
      setBusy(false);
    }
  };

  const version = form.versions[tab];
  const slug = form.slug.trim() || 'your-post';

  return (
    <Stack gap="lg">
      <UnsavedChanges dirty={dirty && !busy} />
      <Paper withBorder radius="lg" p="md">
        <TextInput
          label={t('adminBlog.fields.slug')}
          description={t('adminBlog.fields.slugHint', { path: `/blogentry/${slug}/${tab}` })}
          value={form.slug}
          maxLength={slugMax}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setSlugTouched(true);
            setForm((f) => ({ ...f, slug: value }));
            setErrors((e) => ({ ...e, slug: undefined }));
          }}
          error={errors.slug ? t(errors.slug) : null}
          data-testid="post-slug"
          spellCheck={false}
          autoCapitalize="none"
        />
      </Paper>
      {errors.form ? (
        <Alert color="red" variant="light" role="alert">
          {t(errors.form)}
        </Alert>
      ) : null}
      <Tabs
        value={tab}
        onChange={(value) => {
          if (value === 'zh' || value === 'en' || value === 'es') setTab(value);
        }}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('adminBlog.languagesLabel')}>
          {interfaceLanguages.map((language) => {
            const v = form.versions[language];
            const changed = versionDirty(form, language);
            return (
              <Tabs.Tab
                key={language}
                value={language}
                data-testid={`post-tab-${language}`}
                rightSection={
                  errors.versions[language] ? (
                    <Badge color="red" size="xs" variant="filled">
                      {t('adminBlog.tabError')}
                    </Badge>
                  ) : changed ? (
                    <Badge color="ember" c="ember.9" size="xs" variant="light">
                      {t('adminBlog.tabChanged')}
                    </Badge>
                  ) : v.state ? (
                    <Badge
                      color={v.state === 'published' ? 'meadow' : 'gray'}
                      c={v.state === 'published' ? 'meadow.9' : 'gray.8'}
                      size="xs"
                      variant="light"
                    >
                      {t(`adminBlog.state.${v.state}`)}
                    </Badge>
                  ) : null
                }
              >
                {languageLabels[language]}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        {interfaceLanguages.map((language) => (
          <Tabs.Panel key={language} value={language} pt="md">
            <VersionPanel
              language={language}
              version={form.versions[language]}
              errors={errors.versions[language]}
              onChange={(change) => changeVersion(language, change)}
            />
          </Tabs.Panel>
        ))}
      </Tabs>
      <VersionActions
        language={tab}
        version={version}
        dirty={dirty}
        versionChanged={versionDirty(form, tab)}
        busy={busy}
        onSave={() => void onSave()}
        onPublish={(publish) => void setPublished(tab, publish)}
        onDelete={() => setDeleting(tab)}
      />
      <ConfirmDialog
        body={
          deleting
            ? t('adminBlog.confirmDelete.body', {
                title: form.versions[deleting].saved?.title ?? '',
                language: languageLabels[deleting],
              })
            : null
        }
        title={t('adminBlog.confirmDelete.title')}
        confirmLabel={t('adminBlog.confirmDelete.confirm')}
        cancelLabel={t('adminBlog.confirmDelete.cancel')}
        testId="confirm-delete"
        busy={busy}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && void remove(deleting)}
      />
    </Stack>
  );
}

/**
 * /admin/blog-post/{postId?}: one blog post in zh, en and es (a tab each, the slug shared), with
 * a preview, publish, unpublish and delete for each language; without an id, a new post.
 */
export function BlogPostEditorPage() {
  const { t } = useTranslation();
  const { postId } = useParams();
  // The editor keeps its state when it names a post it has just saved (navigation state).
  const editorKey = useRef(postId ?? 'new');
  const keep = (window.history.state as { usr?: { keepEditor?: boolean } } | null)?.usr?.keepEditor;
  if (!keep) editorKey.current = postId ?? 'new';
  const loadId = editorKey.current === 'new' ? null : editorKey.current;
  const post = useQuery({
    queryKey: [...blogAdminKeys.post(loadId ?? ''), 'editor'],
    queryFn: ({ signal }) => loadPost(loadId ?? '', signal),
    enabled: loadId !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

  return (
    <Container size="lg" py="xl" data-testid="admin-blog-post">
      <Stack gap="lg">
        <Anchor component={Link} to="/admin/blog" size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden="true" />
            {t('adminBlog.backToList')}
          </Group>
        </Anchor>
        <Title order={1}>{postId ? t('adminBlog.editTitle') : t('adminBlog.newTitle')}</Title>
        {loadId === null ? (
          <PostEditor key="new" initial={emptyForm()} isNew />
        ) : post.isError && needsSecondFactor(post.error) ? (
          <SecondFactorNotice error={post.error} />
        ) : post.isPending ? (
          <Loader aria-label={t('adminBlog.loading')} />
        ) : post.isError ? (
          <ErrorState error={post.error} onRetry={() => void post.refetch()} />
        ) : (
          <PostEditor key={loadId} initial={formFromPosts(post.data)} isNew={false} />
        )}
      </Stack>
    </Container>
  );
}
