import {
  Badge,
  Button,
  Container,
  Group,
  Loader,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  centsText,
  estimatedInteriorPages,
  type PrintBookType,
  type PrintFormat,
  paperOf,
  printFormats,
  printLayout,
  printRules,
  spineHasText,
  spineWidthInches,
} from '@storyloom/domain';
import { IconShoppingCart } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CSSProperties, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { basketApi, basketKeys, type PrintableBook } from '../../../api/basket';
import { showApiError, showSuccess } from '../../../api/client';
import { writeApi } from '../../../api/write';
import { LoadError } from '../../../components/LoadError';
import { useTranslation } from '../../../i18n/react';
import { sessionStore } from '../../../session/store';
import { useSession } from '../../../session/useSession';
import classes from './BookCreator.module.css';

/** A short, readable piece of the address: the title in lower case with hyphens. */
function titleSlug(title: string): string {
  return (
    title
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'book'
  );
}

/**
 * /book-creator/{bookType?}/{slug?}/{name?} (issue 20): choose one of your printable books (the
 * address names its type, its id and its title), a format, see the print layout (the cover
 * spread with its bleed and trim line, the first pages) and add copies to the basket. The
 * spread keeps the print file's proportions: the trim of the book type and the spine the domain
 * works out from the page count, the paper and the binding (decision 069).
 */
export function BookCreatorPage() {
  const { status, user } = useSession();
  const location = useLocation();
  if (status === 'ready' && !user) {
    const back = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`/signin?redirect=${back}`} replace />;
  }
  if (!user) return null;
  return <BookCreator author={user.name || user.username} />;
}

function BookCreator({ author }: { author: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const books = useQuery({ queryKey: basketKeys.printable, queryFn: basketApi.printable });
  if (books.isPending) return <Loader m="xl" aria-label={t('print.loading')} />;
  if (books.isError)
    return (
      <Container size="lg" w="100%" py="xl">
        <LoadError
          title={t('print.loadFailed')}
          error={books.error}
          retryLabel={t('print.tryAgain')}
          onRetry={() => void books.refetch()}
        />
      </Container>
    );
  const list = books.data;
  const chosen = list.find((b) => b.BookId === params.slug) ?? list[0] ?? null;
  const choose = (book: PrintableBook) =>
    void navigate(`/book-creator/${book.BookType}/${book.BookId}/${titleSlug(book.Title)}`, {
      replace: true,
    });
  return (
    <Container size="lg" w="100%" py={{ base: 24, sm: 40 }}>
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('print.creator.title')}</Title>
          <Text c="dimmed">{t('print.creator.intro')}</Text>
        </div>
        {chosen ? (
          <>
            <Select
              label={t('print.creator.book')}
              data={list.map((b) => ({ value: b.BookId, label: b.Title || t('print.untitled') }))}
              value={chosen.BookId}
              allowDeselect={false}
              searchable
              onChange={(value) => {
                const book = list.find((b) => b.BookId === value);
                if (book) choose(book);
              }}
              maw={480}
              data-testid="creator-book"
            />
            <Creator key={chosen.BookId} book={chosen} author={author} />
          </>
        ) : (
          <Stack gap="sm" align="flex-start" data-testid="creator-empty">
            <Text>{t('print.printable.empty')}</Text>
            <Button component={Link} to="/yourstuff-write" variant="light">
              {t('print.printable.write')}
            </Button>
          </Stack>
        )}
      </Stack>
    </Container>
  );
}

const printTypes = new Set<string>(Object.keys(printLayout.trimInches));

/**
 * The preview's proportions in inches: the trim, and the spine from the interior's page count
 * (estimated from the book's pages and words before the file is made), the paper and binding.
 */
export function printPreview(
  bookType: string,
  parts: number,
  words: number,
  language: string,
  format: PrintFormat,
) {
  const type = (printTypes.has(bookType) ? bookType : 'longform') as PrintBookType;
  const [trimWidth, trimHeight] = printLayout.trimInches[type];
  const pages = estimatedInteriorPages(type, parts, words, language);
  const spine = spineWidthInches(pages, paperOf(type), format);
  const bleed = printLayout.bleedInches;
  return {
    pages,
    spine,
    trimWidth,
    trimHeight,
    spineText: spineHasText(spine),
    ratio: (2 * trimWidth + spine + 2 * bleed) / (trimHeight + 2 * bleed),
  };
}

function Creator({ book, author }: { book: PrintableBook; author: string }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [format, setFormat] = useState<PrintFormat>('hardcover');
  const [quantity, setQuantity] = useState(1);
  const info = useQuery({
    queryKey: ['yourstuff-write', 'info', book.BookId],
    queryFn: ({ signal }) => writeApi.info(book.BookId, signal),
  });
  const add = useMutation({
    mutationFn: () => basketApi.add(book.BookId, format, quantity),
    onSuccess: (lines) => {
      queryClient.setQueryData(basketKeys.list, lines);
      void sessionStore.refreshBasket();
      showSuccess(t('print.cart.added', { title: book.Title }));
    },
    onError: (error) => showApiError(error),
  });
  const cover = info.data?.Book.CoverImage?.Url ?? null;
  const summary = info.data?.Book.Summary ?? '';
  const title = book.Title || t('print.untitled');
  const year = new Date().getFullYear();
  const layout = printPreview(
    book.BookType,
    info.data?.Book.PartCount ?? 1,
    info.data?.Book.WordCount ?? 0,
    info.data?.Book.Language ?? 'en',
    format,
  );
  const spread = {
    '--trim': `${layout.trimWidth}fr`,
    '--spine': `${layout.spine}fr`,
    '--ratio': `${layout.ratio}`,
  } as CSSProperties;
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="xl">
      <Stack gap="md" style={{ gridColumn: 'span 1' }}>
        <Paper p="lg" radius="lg" withBorder>
          <Stack gap="md">
            <Group gap="xs">
              <Badge variant="light" color="sky" c="sky.9">
                {t(`print.state.${book.State === 'published' ? 'published' : 'private'}`)}
              </Badge>
            </Group>
            <SegmentedControl
              value={format}
              onChange={(value) => setFormat(value as PrintFormat)}
              data={printFormats.map((f) => ({
                value: f,
                label: `${t(`print.format.${f}`)} · ${centsText(printRules.priceCents[f])}`,
              }))}
              aria-label={t('print.formatOf', { title })}
              fullWidth
              data-testid="creator-format"
            />
            <Text size="sm" c="dimmed">
              {t(`print.creator.about.${format}`)}
            </Text>
            <NumberInput
              label={t('print.quantity')}
              min={1}
              max={printRules.maxQuantity}
              value={quantity}
              onChange={(v) => setQuantity(typeof v === 'number' ? v : 1)}
              clampBehavior="strict"
              allowDecimal={false}
              w={120}
            />
            <Text fw={800} size="lg" data-testid="creator-price">
              {t('print.cart.subtotal', {
                amount: `${centsText(printRules.priceCents[format] * quantity)} USD`,
              })}
            </Text>
            <Button
              size="md"
              leftSection={<IconShoppingCart size={18} aria-hidden="true" />}
              loading={add.isPending}
              onClick={() => add.mutate()}
              data-testid="creator-add"
            >
              {t('print.creator.add')}
            </Button>
            <Button component={Link} to="/cart/cart" variant="subtle">
              {t('print.creator.toCart')}
            </Button>
          </Stack>
        </Paper>
      </Stack>
      <Stack
        gap="md"
        style={{ gridColumn: 'span 2' }}
        component="section"
        aria-labelledby="preview"
      >
        <Title order={2} size="h4" id="preview">
          {t('print.creator.preview')}
        </Title>
        <figure style={{ margin: 0 }}>
          <div
            className={classes.spread}
            style={spread}
            role="img"
            aria-label={t('print.creator.spreadLabel', {
              title,
              format: t(`print.format.${format}`),
            })}
            data-testid="creator-spread"
          >
            <span className={classes.bleed} />
            <div className={classes.back}>
              <Text size="sm" lineClamp={6}>
                {summary || t('print.creator.backText', { author })}
              </Text>
              <Text size="xs" mt="md" fw={700}>
                Storyloom
              </Text>
            </div>
            <div className={classes.spine} data-testid="creator-spine">
              {layout.spineText ? <span className={classes.spineText}>{title}</span> : null}
            </div>
            <div
              className={classes.front}
              style={cover ? { backgroundImage: `url("${cover}")` } : undefined}
            >
              <div className={classes.frontTitle}>
                <Text fw={800}>{title}</Text>
                <Text size="xs">{author}</Text>
              </div>
            </div>
          </div>
          <Text component="figcaption" size="sm" c="dimmed" mt="xs">
            <span data-testid="creator-spine-size">
              {t('print.creator.spineSize', {
                count: layout.pages,
                spine: layout.spine.toLocaleString(i18n.language, { maximumFractionDigits: 3 }),
                mm: Math.round(layout.spine * 25.4 * 10) / 10,
              })}
            </span>{' '}
            {t('print.creator.bleedNote')}
          </Text>
        </figure>
        <Title order={3} size="h5">
          {t('print.creator.firstPages')}
        </Title>
        <ul
          className={classes.pages}
          aria-label={t('print.creator.firstPages')}
          style={{ '--page-ratio': `${layout.trimWidth} / ${layout.trimHeight}` } as CSSProperties}
        >
          <li className={classes.page}>
            <Text fw={800} size="lg">
              {title}
            </Text>
            <Text size="sm">{author}</Text>
            <span className={classes.pageNumber}>1</span>
          </li>
          <li className={classes.page}>
            <Text size="xs">{t('print.creator.copyright', { year, author })}</Text>
            <Text size="xs">{t('print.creator.printedBy')}</Text>
            <span className={classes.pageNumber}>2</span>
          </li>
          <li className={classes.page}>
            <Text size="sm" lineClamp={8}>
              {summary || title}
            </Text>
            <span className={classes.pageNumber}>3</span>
          </li>
        </ul>
      </Stack>
    </SimpleGrid>
  );
}
