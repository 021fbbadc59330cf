/**
 * /book-transfer-tool (issue 20, decision 058): move one of your books to another account (for
 * example from a class student account to a personal one), with the receiver's consent. The
 * owner picks a book and names the receiver (username or email), confirms; the receiver,
 * signed in, accepts or declines; the owner may cancel an offer still open. Nothing moves until
 * the receiver accepts.
 */
import {
  Alert,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Loader,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import {
  type BookTransferOffer,
  bookTransferApi,
  bookTransferKeys,
  type TransferableBook,
} from '../../../api/book-transfers';
import { apiErrorMessage } from '../../../api/client';
import { writeKeys } from '../../../api/write';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { LoadError } from '../../../components/LoadError';
import { useTranslation } from '../../../i18n/react';
import { useSession } from '../../../session/useSession';

export function BookTransferPage() {
  const { t } = useTranslation();
  const { status, user } = useSession();
  const location = useLocation();
  if (status === 'ready' && !user) {
    const back = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`/signin?redirect=${back}`} replace />;
  }
  if (!user) return null;
  return (
    <Container size="md" w="100%" py={{ base: 24, sm: 40 }}>
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('bookTransfer.title')}</Title>
          <Text c="dimmed">{t('bookTransfer.intro')}</Text>
        </div>
        <TransferTool />
      </Stack>
    </Container>
  );
}

function TransferTool() {
  const { t } = useTranslation();
  const lists = useQuery({
    queryKey: bookTransferKeys.all,
    queryFn: ({ signal }) => bookTransferApi.list(signal),
  });
  if (lists.isPending) return <Loader aria-label={t('bookTransfer.loading')} />;
  if (lists.isError) {
    return (
      <LoadError
        title={t('bookTransfer.loadError')}
        error={lists.error}
        retryLabel={t('bookTransfer.retry')}
        onRetry={() => void lists.refetch()}
        testId="book-transfer-error"
      />
    );
  }
  return (
    <>
      <OfferForm books={lists.data.Books} />
      <ReceivedOffers offers={lists.data.Received} />
      <SentOffers offers={lists.data.Sent} />
    </>
  );
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: bookTransferKeys.all });
    void queryClient.invalidateQueries({ queryKey: writeKeys.all });
  };
}

function OfferForm({ books }: { books: TransferableBook[] }) {
  const { t } = useTranslation();
  const refresh = useRefresh();
  const [bookId, setBookId] = useState<string | null>(null);
  const [receiver, setReceiver] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [offered, setOffered] = useState<string | null>(null);
  const offerable = books.filter((b) => b.CanTransfer);
  const book = offerable.find((b) => b.BookId === bookId) ?? null;
  const to = receiver.trim();
  const offer = useMutation({
    mutationFn: () => bookTransferApi.offer(book?.BookId ?? '', to),
    onSuccess: (result) => {
      setConfirming(false);
      setOffered(
        t('bookTransfer.offered', { title: result.Transfer.Title, name: result.Transfer.To }),
      );
      setReceiver('');
      setBookId(null);
      refresh();
    },
    onError: () => setConfirming(false),
  });
  const titleOf = (b: TransferableBook) => b.Title || t('bookTransfer.untitled');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!book || !to) return;
    setOffered(null);
    offer.reset();
    setConfirming(true);
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="bt-offer">
      <Title id="bt-offer" order={2} size="h4" mb={4}>
        {t('bookTransfer.offerTitle')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('bookTransfer.rule')}
      </Text>
      {books.length === 0 ? (
        <Text data-testid="book-transfer-no-books">{t('bookTransfer.noBooks')}</Text>
      ) : offerable.length === 0 ? (
        <Text data-testid="book-transfer-none-offerable">{t('bookTransfer.noneOfferable')}</Text>
      ) : (
        <form onSubmit={onSubmit}>
          <Stack gap="sm">
            <Select
              label={t('bookTransfer.book')}
              placeholder={t('bookTransfer.bookPlaceholder')}
              data={offerable.map((b) => ({
                value: b.BookId,
                label: `${titleOf(b)} · ${t(`write.type.${b.BookType}`)} · ${t(`write.states.${b.State}`)}`,
              }))}
              value={bookId}
              onChange={setBookId}
              searchable
              nothingFoundMessage={t('bookTransfer.nothingFound')}
              data-testid="book-transfer-book"
            />
            <TextInput
              label={t('bookTransfer.receiver')}
              description={t('bookTransfer.receiverHint')}
              value={receiver}
              onChange={(event) => setReceiver(event.currentTarget.value)}
              maxLength={254}
              autoComplete="off"
              data-testid="book-transfer-receiver"
            />
            <Group>
              <Button
                type="submit"
                disabled={!book || !to}
                leftSection={<IconArrowsExchange size={16} aria-hidden="true" />}
                data-testid="book-transfer-offer"
              >
                {t('bookTransfer.offer')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
      {offered ? (
        <Alert color="teal" variant="light" mt="sm" role="status">
          {offered}
        </Alert>
      ) : null}
      {offer.isError ? (
        <Alert color="red" variant="light" mt="sm" role="alert">
          {apiErrorMessage(offer.error)}
        </Alert>
      ) : null}
      <ConfirmDialog
        body={
          confirming && book ? t('bookTransfer.confirm', { title: titleOf(book), name: to }) : null
        }
        title={t('bookTransfer.confirmTitle')}
        confirmLabel={t('bookTransfer.confirmYes')}
        cancelLabel={t('bookTransfer.back')}
        busy={offer.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => offer.mutate()}
        testId="book-transfer-confirm"
      />
    </Card>
  );
}

type Answer = { offer: BookTransferOffer; accept: boolean };

function ReceivedOffers({ offers }: { offers: BookTransferOffer[] }) {
  const { t } = useTranslation();
  const refresh = useRefresh();
  const [asking, setAsking] = useState<Answer | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const titleOf = (o: BookTransferOffer) => o.Title || t('bookTransfer.aBook');
  const answer = useMutation({
    mutationFn: (v: Answer) => bookTransferApi.answer(v.offer.TransferId, v.accept),
    onSuccess: (_r, v) => {
      setAsking(null);
      setDone(
        t(v.accept ? 'bookTransfer.accepted' : 'bookTransfer.declined', {
          title: titleOf(v.offer),
        }),
      );
      refresh();
    },
    onError: () => setAsking(null),
  });
  return (
    <section aria-labelledby="bt-received">
      <Title id="bt-received" order={2} size="h4" mb="xs">
        {t('bookTransfer.receivedTitle')}
      </Title>
      <Stack gap="xs">
        {offers.length === 0 ? (
          <Text c="dimmed" data-testid="book-transfer-received-empty">
            {t('bookTransfer.receivedEmpty')}
          </Text>
        ) : (
          offers.map((offer) => (
            <Card key={offer.TransferId} withBorder radius="md" padding="sm">
              <Group justify="space-between" gap="xs">
                <Text style={{ overflowWrap: 'anywhere' }}>
                  {t('bookTransfer.incoming', { name: offer.From, title: titleOf(offer) })}
                </Text>
                <Group gap="xs">
                  <Button
                    size="compact-md"
                    onClick={() => setAsking({ offer, accept: true })}
                    aria-label={t('bookTransfer.acceptLabel', { title: titleOf(offer) })}
                    data-testid="book-transfer-accept"
                  >
                    {t('bookTransfer.accept')}
                  </Button>
                  <Button
                    size="compact-md"
                    variant="outline"
                    color="ink.8"
                    onClick={() => setAsking({ offer, accept: false })}
                    aria-label={t('bookTransfer.declineLabel', { title: titleOf(offer) })}
                  >
                    {t('bookTransfer.decline')}
                  </Button>
                </Group>
              </Group>
            </Card>
          ))
        )}
        {done ? (
          <Alert color="teal" variant="light" role="status">
            {done}
          </Alert>
        ) : null}
        {answer.isError ? (
          <Alert color="red" variant="light" role="alert">
            {apiErrorMessage(answer.error)}
          </Alert>
        ) : null}
      </Stack>
      <ConfirmDialog
        body={
          asking
            ? t(asking.accept ? 'bookTransfer.acceptConfirm' : 'bookTransfer.declineConfirm', {
                title: titleOf(asking.offer),
                name: asking.offer.From,
              })
            : null
        }
        title={t(asking?.accept ? 'bookTransfer.acceptTitle' : 'bookTransfer.declineTitle')}
        confirmLabel={t(asking?.accept ? 'bookTransfer.accept' : 'bookTransfer.decline')}
        cancelLabel={t('bookTransfer.back')}
        busy={answer.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() => asking && answer.mutate(asking)}
        testId="book-transfer-answer-confirm"
      />
    </section>
  );
}

function SentOffers({ offers }: { offers: BookTransferOffer[] }) {
  const { t } = useTranslation();
  const refresh = useRefresh();
  const [cancelling, setCancelling] = useState<BookTransferOffer | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const titleOf = (o: BookTransferOffer) => o.Title || t('bookTransfer.untitled');
  const cancel = useMutation({
    mutationFn: (offer: BookTransferOffer) => bookTransferApi.cancel(offer.TransferId),
    onSuccess: (_r, offer) => {
      setCancelling(null);
      setDone(t('bookTransfer.cancelled', { title: titleOf(offer) }));
      refresh();
    },
    onError: () => setCancelling(null),
  });
  return (
    <section aria-labelledby="bt-sent">
      <Title id="bt-sent" order={2} size="h4" mb="xs">
        {t('bookTransfer.sentTitle')}
      </Title>
      <Stack gap="xs">
        {offers.length === 0 ? (
          <Text c="dimmed" data-testid="book-transfer-sent-empty">
            {t('bookTransfer.sentEmpty')}
          </Text>
        ) : (
          offers.map((offer) => (
            <Card key={offer.TransferId} withBorder radius="md" padding="sm">
              <Group justify="space-between" gap="xs">
                <Group gap="xs">
                  <Badge variant="light">{t('bookTransfer.pending')}</Badge>
                  <Text style={{ overflowWrap: 'anywhere' }}>
                    {t('bookTransfer.outgoing', { name: offer.To, title: titleOf(offer) })}
                  </Text>
                </Group>
                <Button
                  size="compact-md"
                  variant="subtle"
                  color="ink.8"
                  onClick={() => setCancelling(offer)}
                  aria-label={t('bookTransfer.cancelLabel', { title: titleOf(offer) })}
                >
                  {t('bookTransfer.cancel')}
                </Button>
              </Group>
            </Card>
          ))
        )}
        {done ? (
          <Alert color="teal" variant="light" role="status">
            {done}
          </Alert>
        ) : null}
        {cancel.isError ? (
          <Alert color="red" variant="light" role="alert">
            {apiErrorMessage(cancel.error)}
          </Alert>
        ) : null}
      </Stack>
      <ConfirmDialog
        body={
          cancelling
            ? t('bookTransfer.cancelConfirm', { title: titleOf(cancelling), name: cancelling.To })
            : null
        }
        title={t('bookTransfer.cancelTitle')}
        confirmLabel={t('bookTransfer.cancel')}
        cancelLabel={t('bookTransfer.back')}
        busy={cancel.isPending}
        onCancel={() => setCancelling(null)}
        onConfirm={() => cancelling && cancel.mutate(cancelling)}
        testId="book-transfer-cancel-confirm"
      />
    </section>
  );
}
