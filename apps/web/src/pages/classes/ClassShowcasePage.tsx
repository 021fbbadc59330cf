import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  CopyButton,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { classesApi, classKeys, type Showcase, type ShowcaseBook } from '../../api/classes';
import { apiErrorMessage } from '../../api/client';
import { useTranslation } from '../../i18n/react';
import { useSession } from '../../session/useSession';
import { CompilationCard } from './ClassCompilationPages';

/** Where a book on show opens: the reader when public, else the teacher's marking view. */
function bookLink(book: ShowcaseBook, teacher: boolean): string | null {
  if (book.ReaderPath) return book.ReaderPath;
  return teacher ? `/review-homework/${encodeURIComponent(book.BookId)}/picturebook` : null;
}

function Books({ data }: { data: Showcase }) {
  const { t } = useTranslation();
  const teacher = data.Class !== null && data.Class.Role !== 'STUDENT';
  if (data.Books.length === 0) {
    return <Text data-testid="showcase-empty">{t('classes.showcase.empty')}</Text>;
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} component="ul" p={0} style={{ listStyle: 'none' }}>
      {data.Books.map((book) => {
        const to = bookLink(book, teacher);
        return (
          <Card component="li" key={book.BookId} withBorder radius="md" data-testid="showcase-book">
            <Stack gap={4}>
              <Group justify="space-between" wrap="nowrap">
                {to ? (
                  <Anchor component={Link} to={to} fw={700}>
                    {book.Title || t('classes.untitled')}
                  </Anchor>
                ) : (
                  <Text fw={700}>{book.Title || t('classes.untitled')}</Text>
                )}
                {book.Public ? null : (
                  <Badge color="gray" variant="light">
                    {t('classes.showcase.classOnly')}
                  </Badge>
                )}
              </Group>
              <Text size="sm" c="dimmed">
                {book.Name ? `${book.Name} · ${book.Username}` : book.Username}
              </Text>
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}

function ShareLink({ link }: { link: string }) {
  const { t } = useTranslation();
  return (
    <Group align="flex-end" gap="xs">
      <TextInput
        label={t('classes.showcase.shareLink')}
        description={t('classes.showcase.shareHint')}
        value={link}
        readOnly
        style={{ flex: 1, minWidth: 0 }}
        data-testid="share-link"
      />
      <CopyButton value={link}>
        {({ copied, copy }) => (
          <Button variant="light" onClick={copy}>
            {copied ? t('classes.showcase.copied') : t('classes.showcase.copy')}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}

/**
 * /class/{id?}: the class's showcase (decision 038). Members see it by signing in; anyone with
 * the share link (/class/{openId}?code={accessCode}) sees the class's public stories without an
 * account, under no class name (the children's safety guide keeps class names out of public
 * pages).
 */
export function ClassShowcasePage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const [search] = useSearchParams();
  const code = search.get('code') ?? '';
  const session = useSession();
  const openId = id ?? session.currentClass?.OpenId ?? '';
  const query = useQuery({
    queryKey: classKeys.showcase(openId, code),
    queryFn: () => classesApi.showcase(openId, code || undefined),
    enabled: openId !== '',
    retry: false,
  });
  const data = query.data;
  const klass = data?.Class ?? null;
  const teacher = klass !== null && klass.Role !== 'STUDENT';
  return (
    <Container size="lg" w="100%" py={{ base: 20, sm: 40 }}>
      <Stack gap="lg">
        {openId === '' ? (
          <Stack align="flex-start">
            <Title order={1}>{t('classes.showcase.title')}</Title>
            <Text>{t('classes.noClass')}</Text>
            <Button component={Link} to="/join-class">
              {t('classes.join.title')}
            </Button>
          </Stack>
        ) : query.isPending ? (
          <Stack role="status" aria-label={t('classes.loading')}>
            <Skeleton height={32} width="50%" />
            <Skeleton height={120} />
          </Stack>
        ) : query.isError ? (
          <Stack align="flex-start">
            <Title order={1}>{t('classes.showcase.title')}</Title>
            <Alert color="ember" role="alert">
              {apiErrorMessage(query.error)}
            </Alert>
          </Stack>
        ) : data ? (
          <>
            <div>
              {klass ? (
                <Text size="sm" c="dimmed">
                  {t('classes.showcase.title')}
                  {klass.TeacherName
                    ? ` · ${t('classes.showcase.teacher', { name: klass.TeacherName })}`
                    : ''}
                </Text>
              ) : null}
              <Title order={1}>{klass ? klass.Name : t('classes.showcase.publicTitle')}</Title>
              {klass ? null : <Text c="dimmed">{t('classes.showcase.publicLead')}</Text>}
            </div>
            {teacher && klass ? (
              <Group gap="xs">
                <Button
                  size="xs"
                  variant="light"
                  component={Link}
                  to={`/class-roster/${klass.OpenId}`}
                >
                  {t('classes.tabs.class-roster')}
                </Button>
                <Button
                  size="xs"
                  variant="light"
                  component={Link}
                  to={`/class-settings/${klass.OpenId}`}
                >
                  {t('classes.tabs.class-settings')}
                </Button>
              </Group>
            ) : null}
            {teacher && klass?.ShareLink ? <ShareLink link={klass.ShareLink} /> : null}
            {klass && (teacher || (data.Compilations ?? []).length > 0) ? (
              <Stack gap="xs" data-testid="showcase-compilations">
                <Group justify="space-between">
                  <Title order={2} size="h3">
                    {t('classes.showcase.compilations')}
                  </Title>
                  {teacher ? (
                    <Button
                      size="xs"
                      variant="light"
                      component={Link}
                      to={`/class-compilation/${klass.OpenId}`}
                    >
                      {t('classes.tabs.class-compilation')}
                    </Button>
                  ) : null}
                </Group>
                {(data.Compilations ?? []).length === 0 ? (
                  <Text c="dimmed">{t('classes.compilations.empty')}</Text>
                ) : (
                  <SimpleGrid
                    cols={{ base: 1, sm: 2, md: 3 }}
                    component="ul"
                    p={0}
                    m={0}
                    style={{ listStyle: 'none' }}
                  >
                    {(data.Compilations ?? []).map((c) => (
                      <CompilationCard key={c.CompilationId} openId={klass.OpenId} c={c} />
                    ))}
                  </SimpleGrid>
                )}
              </Stack>
            ) : null}
            <Books data={data} />
          </>
        ) : null}
      </Stack>
    </Container>
  );
}
