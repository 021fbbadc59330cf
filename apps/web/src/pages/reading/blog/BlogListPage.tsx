import {
  Anchor,
  Container,
  Group,
  Pagination,
  SegmentedControl,
  Skeleton,
  Text,
  Title,
} from '@mantine/core';
import { type InterfaceLanguage, interfaceLanguages, isInterfaceLanguage } from '@storyloom/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { BLOG_PAGE_SIZE, blogQueries, formatPostDate, type PostSummary } from '../../../api/blog';
import { ArtBand } from '../../../components/ArtStates';
import { cardPictureSizes, pictureSources } from '../../../components/picture-sources';
import { currentLanguage, languageLabels } from '../../../i18n';
import { useTranslation } from '../../../i18n/react';
import { useOwnSearchParams } from '../search/own-params';
import classes from './Blog.module.css';
import { BlogError } from './BlogError';

function PostCard({ post }: { post: PostSummary }) {
  const { i18n } = useTranslation();
  return (
    <li className={classes.card} data-testid="blog-card" lang={post.Language}>
      {post.Cover ? (
        <img
          {...pictureSources(post.Cover.ThumbUrl, cardPictureSizes)}
          alt=""
          className={classes.cardCover}
          loading="lazy"
          width={400}
          height={225}
        />
      ) : (
        <div className={classes.cardCover} aria-hidden="true" />
      )}
      <div className={classes.cardText}>
        <Text size="sm" c="dimmed">
          <time dateTime={post.PublishedAt}>{formatPostDate(post.PublishedAt, i18n.language)}</time>
        </Text>
        <Anchor component={Link} to={post.Path} className={classes.cardTitle}>
          {post.Title}
        </Anchor>
        <Text size="sm" mt={6} className={classes.excerpt}>
          {post.Excerpt}
        </Text>
      </div>
    </li>
  );
}

/** /blog: the staff's posts in the reader's language (or another, chosen here), newest first. */
export function BlogListPage() {
  const { t, i18n } = useTranslation();
  const [, setParams] = useSearchParams();
  const params = useOwnSearchParams();
  const languageParam = params.get('language');
  const interfaceLanguage = isInterfaceLanguage(i18n.language) ? i18n.language : currentLanguage();
  const language: InterfaceLanguage = isInterfaceLanguage(languageParam)
    ? languageParam
    : interfaceLanguage;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  // The same query the server render reads first (ssr-queries.ts, decision 078).
  const posts = useQuery({
    ...blogQueries.list(language, page),
    placeholderData: keepPreviousData,
  });
  const pages = posts.data ? Math.max(1, Math.ceil(posts.data.Total / BLOG_PAGE_SIZE)) : 1;

  const go = (next: { language?: InterfaceLanguage; page?: number }) => {
    const target = new URLSearchParams();
    const nextLanguage = next.language ?? language;
    if (nextLanguage !== interfaceLanguage) target.set('language', nextLanguage);
    const nextPage = next.page ?? 1;
    if (nextPage > 1) target.set('page', String(nextPage));
    setParams(target);
  };

  return (
    <div data-testid="blog-page">
      <ArtBand
        tone="meadow"
        size="lg"
        titleId="blog-title"
        title={t('blog.title')}
        lead={t('blog.lead')}
      >
        <Group mt="md" gap="sm" align="center">
          <Text fw={600} id="blog-language-label">
            {t('blog.languageLabel')}
          </Text>
          <SegmentedControl
            aria-labelledby="blog-language-label"
            value={language}
            onChange={(value) => {
              if (isInterfaceLanguage(value)) go({ language: value });
            }}
            data={interfaceLanguages.map((code) => ({
              value: code,
              label: languageLabels[code],
            }))}
          />
        </Group>
      </ArtBand>
      <Container size="lg" className={classes.body}>
        {posts.isPending ? (
          <div role="status" aria-live="polite" data-testid="blog-loading">
            <span className={classes.visuallyHidden}>{t('blog.loading')}</span>
            <ul className={classes.grid} aria-hidden="true">
              {[0, 1, 2].map((i) => (
                <li key={i} className={classes.card}>
                  <Skeleton className={classes.cardCover} radius={0} />
                  <div className={classes.cardText}>
                    <Skeleton height={12} width="40%" radius="xl" mb={10} />
                    <Skeleton height={18} width="80%" radius="xl" mb={10} />
                    <Skeleton height={12} width="95%" radius="xl" />
                  </div>
                </li>
              ))}
            </ul>
          </div>
        ) : posts.isError ? (
          <BlogError error={posts.error} onRetry={() => void posts.refetch()} />
        ) : posts.data.List.length === 0 ? (
          <div className={classes.empty} data-testid="blog-empty">
            <Title order={2} className={classes.sectionTitle}>
              {t('blog.emptyTitle')}
            </Title>
            <Text>{t('blog.emptyBody')}</Text>
          </div>
        ) : (
          <>
            <ul className={classes.grid}>
              {posts.data.List.map((post) => (
                <PostCard key={post.Path} post={post} />
              ))}
            </ul>
            {pages > 1 ? (
              <Group justify="center" mt="xl">
                <Pagination
                  total={pages}
                  value={page}
                  onChange={(next) => go({ page: next })}
                  getControlProps={(control) => ({
                    'aria-label': control === 'next' ? t('blog.nextPage') : t('blog.previousPage'),
                  })}
                  getItemProps={(item) => ({ 'aria-label': t('blog.pageN', { page: item }) })}
                />
              </Group>
            ) : null}
          </>
        )}
      </Container>
    </div>
  );
}
