import { Anchor, Button, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { ErrorCode, interfaceLanguages, isInterfaceLanguage } from '@storyloom/domain';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { blogQueries, formatPostDate, type Post } from '../../../api/blog';
import { isApiError } from '../../../api/client';
import articleClasses from '../../../components/blog/BlogArticle.module.css';
import { pictureSources, readerPictureSizes } from '../../../components/picture-sources';
import { languageLabels } from '../../../i18n';
import { useTranslation } from '../../../i18n/react';
import classes from './Blog.module.css';
import { BlogError } from './BlogError';

function isNotFound(error: unknown): boolean {
  return isApiError(error) && (error.code === ErrorCode.NOT_FOUND || error.status === 404);
}

function BackToBlog() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to="/blog" className={classes.back}>
      <IconArrowLeft size={18} aria-hidden="true" />
      {t('blog.back')}
    </Anchor>
  );
}

/**
 * The same post in the other languages (the same slug there), and otherwise the blog in that
 * language. Each other language is asked once; a 404 only means there is no such translation.
 */
function OtherLanguages({ post }: { post: Post }) {
  const { t } = useTranslation();
  const others = interfaceLanguages.filter((code) => code !== post.Language);
  const translations = useQueries({
    queries: others.map((code) => blogQueries.translation(post.Slug, code)),
  });
  if (translations.some((query) => query.isPending)) return null;
  const found = translations
    .map((query) => query.data)
    .filter(
      (other): other is Post =>
        other !== null && other?.Language !== undefined && other.Language !== post.Language,
    );
  const missing = others.filter((code) => !found.some((other) => other.Language === code));
  return (
    <nav
      aria-label={t('blog.otherLanguages')}
      className={classes.languages}
      data-testid="blog-languages"
    >
      {found.length > 0 ? (
        <Group gap="xs">
          <Text fw={600}>{t('blog.readIn')}</Text>
          {found.map((other) => (
            <Button
              key={other.Language}
              component={Link}
              to={other.Path}
              size="xs"
              variant="light"
              lang={other.Language}
            >
              {languageLabels[other.Language]}
            </Button>
          ))}
        </Group>
      ) : null}
      {missing.length > 0 ? (
        <Group gap="xs">
          <Text fw={600}>{t('blog.postsIn')}</Text>
          {missing.map((code) => (
            <Button
              key={code}
              component={Link}
              to={`/blog?language=${code}`}
              size="xs"
              variant="outline"
              color="ink.8"
              lang={code}
            >
              {languageLabels[code]}
            </Button>
          ))}
        </Group>
      ) : null}
    </nav>
  );
}

/** /blogentry/{slug}/{language?}: one post, its date, the way back and its other languages. */
export function BlogEntryPage() {
  const { t, i18n } = useTranslation();
  const { param0: slug = '', param1 } = useParams();
  const language = isInterfaceLanguage(param1) ? param1 : undefined;
  // The same queries the server render reads first (ssr-queries.ts, decision 078).
  const post = useQuery(blogQueries.post(slug, language));

  if (!slug || (post.isError && isNotFound(post.error))) {
    return (
      <Container size="md" className={classes.body} data-testid="blog-not-found">
        <Title order={1} className={classes.sectionTitle}>
          {t('blog.notFoundTitle')}
        </Title>
        <Text mb="lg">{t('blog.notFoundBody')}</Text>
        <Button component={Link} to="/blog">
          {t('blog.toBlog')}
        </Button>
      </Container>
    );
  }

  return (
    <Container size="md" className={classes.body} data-testid="blog-entry">
      <BackToBlog />
      {post.isPending ? (
        <Stack gap="md" mt="lg" role="status" aria-live="polite" data-testid="blog-loading">
          <span className={classes.visuallyHidden}>{t('blog.loading')}</span>
          <Skeleton height={36} width="70%" radius="xl" />
          <Skeleton height={14} width="30%" radius="xl" />
          <Skeleton height={240} radius="lg" />
        </Stack>
      ) : post.isError ? (
        <BlogError error={post.error} onRetry={() => void post.refetch()} />
      ) : (
        <article
          className={articleClasses.article}
          lang={post.data.Language}
          aria-labelledby="post-title"
        >
          <header>
            <Title order={1} id="post-title" className={articleClasses.postTitle}>
              {post.data.Title}
            </Title>
            <Text c="dimmed" mt={6}>
              <time dateTime={post.data.PublishedAt}>
                {formatPostDate(post.data.PublishedAt, i18n.language)}
              </time>
              {post.data.AuthorName
                ? ` · ${t('blog.byAuthor', { name: post.data.AuthorName })}`
                : ''}
            </Text>
          </header>
          {post.data.Cover ? (
            <img
              {...pictureSources(post.data.Cover.Url, readerPictureSizes)}
              alt=""
              className={articleClasses.postCover}
              width={960}
              height={540}
            />
          ) : null}
          <div
            className={articleClasses.prose}
            data-testid="blog-body"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's Html comes from the domain's safe RichTextDoc renderer (richTextToHtml), which escapes every text.
            dangerouslySetInnerHTML={{ __html: post.data.Html }}
          />
          <OtherLanguages post={post.data} />
        </article>
      )}
    </Container>
  );
}
