import {
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Loader,
  NumberInput,
  Paper,
  SegmentedControl,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { type PrintFormat, printFormats, printRules } from '@storyloom/domain';
import { IconBook, IconPrinter, IconShoppingCart, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { type BasketLine, basketApi, basketKeys, type PrintableBook } from '../../../api/basket';
import { showApiError, showSuccess } from '../../../api/client';
import { LoadError } from '../../../components/LoadError';
import { useTranslation } from '../../../i18n/react';
import { sessionStore } from '../../../session/store';
import { useSession } from '../../../session/useSession';
import { PrintOrderList } from '../print/PrintOrderList';
import classes from './Cart.module.css';

type CartTab = 'printable' | 'cart' | 'order';
const cartTabs: readonly CartTab[] = ['printable', 'cart', 'order'];

function useMoney() {
  const { i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.language === 'zh' ? 'zh-CN' : i18n.language, {
    style: 'currency',
    currency: 'USD',
  });
  return (dollars: number) => format.format(dollars);
}

/** After a change: the basket query holds the answer, and the header's count follows. */
function useBasketChange<T>(fn: (input: T) => Promise<BasketLine[]>, done?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (lines) => {
      queryClient.setQueryData(basketKeys.list, lines);
      void sessionStore.refreshBasket();
      if (done) showSuccess(done);
    },
    onError: (error) => showApiError(error),
  });
}

function PrintableRow({ book }: { book: PrintableBook }) {
  const { t } = useTranslation();
  const money = useMoney();
  const [format, setFormat] = useState<PrintFormat>('softcover');
  const [quantity, setQuantity] = useState(1);
  const add = useBasketChange(
    () => basketApi.add(book.BookId, format, quantity),
    t('print.cart.added', { title: book.Title }),
  );
  const headingId = `printable-${book.BookId}`;
  return (
    <Paper
      component="article"
      className={classes.card}
      p="md"
      radius="lg"
      withBorder
      aria-labelledby={headingId}
      data-testid="printable-book"
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={3} size="h5" id={headingId} className={classes.title}>
            {book.Title || t('print.untitled')}
          </Title>
          <Badge variant="light" color="sky" c="sky.9">
            {t(`print.state.${book.State === 'published' ? 'published' : 'private'}`)}
          </Badge>
        </Group>
        <SegmentedControl
          value={format}
          onChange={(value) => setFormat(value as PrintFormat)}
          data={printFormats.map((f) => ({
            value: f,
            label: `${t(`print.format.${f}`)} · ${money(printRules.priceCents[f] / 100)}`,
          }))}
          aria-label={t('print.formatOf', { title: book.Title })}
          fullWidth
        />
        <Group gap="sm" align="flex-end">
          <NumberInput
            label={t('print.quantity')}
            min={1}
            max={printRules.maxQuantity}
            value={quantity}
            onChange={(v) => setQuantity(typeof v === 'number' ? v : 1)}
            clampBehavior="strict"
            allowDecimal={false}
            w={110}
          />
          <Button
            leftSection={<IconShoppingCart size={16} aria-hidden="true" />}
            loading={add.isPending}
            onClick={() => add.mutate(undefined)}
            aria-label={t('print.addTitle', { title: book.Title })}
          >
            {t('print.add')}
          </Button>
        </Group>
        <Anchor
          component={Link}
          to={`/book-creator/${book.BookType}/${book.BookId}`}
          size="sm"
          aria-label={t('print.previewTitle', { title: book.Title })}
        >
          {t('print.preview')}
        </Anchor>
      </Stack>
    </Paper>
  );
}

function PrintableTab() {
  const { t } = useTranslation();
  const books = useQuery({ queryKey: basketKeys.printable, queryFn: basketApi.printable });
  if (books.isPending) return <Loader aria-label={t('print.loading')} />;
  if (books.isError)
    return (
      <LoadError
        title={t('print.loadFailed')}
        error={books.error}
        retryLabel={t('print.tryAgain')}
        onRetry={() => void books.refetch()}
      />
    );
  if (books.data.length === 0)
    return (
      <Stack gap="sm" align="flex-start" data-testid="printable-empty">
        <Text>{t('print.printable.empty')}</Text>
        <Button component={Link} to="/yourstuff-write" variant="light">
          {t('print.printable.write')}
        </Button>
      </Stack>
    );
  return (
    <Stack gap="sm">
      <Text c="dimmed">{t('print.printable.intro')}</Text>
      <ul className={classes.grid} aria-label={t('print.tabs.printable')}>
        {books.data.map((book) => (
          <li key={book.BookId}>
            <PrintableRow book={book} />
          </li>
        ))}
      </ul>
    </Stack>
  );
}

function CartLine({ line }: { line: BasketLine }) {
  const { t } = useTranslation();
  const money = useMoney();
  const update = useBasketChange((quantity: number) => basketApi.update(line.ItemId, quantity));
  const remove = useBasketChange(() => basketApi.remove(line.ItemId), t('print.cart.removed'));
  return (
    <Paper
      component="li"
      className={classes.card}
      p="md"
      radius="lg"
      withBorder
      data-testid="basket-line"
    >
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Text fw={700} className={classes.title}>
            {line.Title || t('print.untitled')}
          </Text>
          <Text size="sm" c="dimmed">
            {`${t(`print.format.${line.Format}`)} · ${money(line.UnitPrice)}`}
          </Text>
          {line.Printable ? null : (
            <Text size="sm" c="ember.8">
              {t('print.cart.notPrintable')}
            </Text>
          )}
        </div>
        <Group gap="sm" align="flex-end">
          <NumberInput
            label={t('print.quantity')}
            min={1}
            max={printRules.maxQuantity}
            value={line.Quantity}
            onChange={(v) => {
              if (
                typeof v === 'number' &&
                v >= 1 &&
                v <= printRules.maxQuantity &&
                v !== line.Quantity
              )
                update.mutate(v);
            }}
            clampBehavior="strict"
            allowDecimal={false}
            w={100}
            aria-label={t('print.quantityOf', { title: line.Title })}
          />
          <Text fw={700} miw={80} ta="right" data-testid="line-total">
            {money(line.UnitPrice * line.Quantity)}
          </Text>
          <Button
            variant="subtle"
            color="ember.8"
            leftSection={<IconTrash size={16} aria-hidden="true" />}
            loading={remove.isPending}
            onClick={() => remove.mutate(undefined)}
            aria-label={t('print.cart.removeTitle', { title: line.Title })}
          >
            {t('print.cart.remove')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

function CartTabPanel({ onBrowse }: { onBrowse: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const lines = useQuery({ queryKey: basketKeys.list, queryFn: basketApi.list });
  if (lines.isPending) return <Loader aria-label={t('print.loading')} />;
  if (lines.isError)
    return (
      <LoadError
        title={t('print.loadFailed')}
        error={lines.error}
        retryLabel={t('print.tryAgain')}
        onRetry={() => void lines.refetch()}
      />
    );
  const list = Array.isArray(lines.data) ? lines.data : [];
  if (list.length === 0)
    return (
      <Stack gap="sm" align="flex-start" data-testid="basket-empty">
        <Text>{t('print.cart.empty')}</Text>
        <Button variant="light" onClick={onBrowse}>
          {t('print.cart.browse')}
        </Button>
      </Stack>
    );
  const copies = list.reduce((sum, l) => sum + l.Quantity, 0);
  const subtotal = list.reduce((sum, l) => sum + l.UnitPrice * l.Quantity, 0);
  return (
    <Stack gap="md">
      <ul className={classes.lines} aria-label={t('print.tabs.cart')}>
        {list.map((line) => (
          <CartLine key={line.ItemId} line={line} />
        ))}
      </ul>
      <Paper className={classes.card} p="md" radius="lg" withBorder>
        <Group justify="space-between">
          <Text data-testid="basket-copies">{t('print.cart.copies', { count: copies })}</Text>
          <Text fw={800} size="lg" data-testid="basket-subtotal">
            {t('print.cart.subtotal', { amount: money(subtotal) })}
          </Text>
        </Group>
        <Text size="sm" c="dimmed" mt="xs">
          {t('print.cart.shippingLater')}
        </Text>
        <Group justify="flex-end" mt="md">
          <Button component={Link} to="/checkout" size="md" data-testid="basket-checkout">
            {t('print.cart.checkout')}
          </Button>
        </Group>
      </Paper>
    </Stack>
  );
}

/** /cart/{type?}: the three SPEC print tabs: printable books, cart, print order. */
export function CartPage() {
  const { status, user } = useSession();
  const location = useLocation();
  // A basket is a signed-in person's: a visitor signs in first (no basket call answers 401).
  if (status === 'ready' && !user) {
    const back = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`/signin?redirect=${back}`} replace />;
  }
  if (!user) return null;
  return <CartTabs />;
}

function CartTabs() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const active: CartTab = cartTabs.includes(params.type as CartTab)
    ? (params.type as CartTab)
    : 'cart';
  const go = (tab: CartTab) => void navigate(`/cart/${tab}`);
  return (
    <Container size="lg" py={{ base: 24, sm: 40 }}>
      <Stack gap="lg">
        <Title order={1}>{t('print.title')}</Title>
        <Tabs
          value={active}
          onChange={(value) => value && go(value as CartTab)}
          color="ember.7"
          keepMounted={false}
        >
          <Tabs.List mb="lg">
            <Tabs.Tab value="printable" leftSection={<IconBook size={18} aria-hidden="true" />}>
              {t('print.tabs.printable')}
            </Tabs.Tab>
            <Tabs.Tab value="cart" leftSection={<IconShoppingCart size={18} aria-hidden="true" />}>
              {t('print.tabs.cart')}
            </Tabs.Tab>
            <Tabs.Tab value="order" leftSection={<IconPrinter size={18} aria-hidden="true" />}>
              {t('print.tabs.order')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="printable">
            <PrintableTab />
          </Tabs.Panel>
          <Tabs.Panel value="cart">
            <CartTabPanel onBrowse={() => go('printable')} />
          </Tabs.Panel>
          <Tabs.Panel value="order">
            <PrintOrderList />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
