/**
 * Giving a comic to another writer, with the receiver's consent (docs/api.md "Comics",
 * decisions 014 and 021): the owner offers one of their comics by username (TransferComic) from
 * the book drawer, and may take the offer back (CancelComicTransfer); the receiver sees the
 * offers on /yourstuff-write and accepts or declines them (AnswerComicTransfer). Nothing moves
 * until then. Offers go only between two adults, within a family plan, or between a teacher
 * and their class's students, and the comic is pre-screened first: the drawer says so, and says
 * why when this account cannot give.
 */
import { Alert, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { AccountType, adultAge, deriveUserFlags, type SignedInUser } from '@storyloom/domain';
import { IconGift } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { api, apiErrorMessage } from '../../../api/client';
import { type BookSummary, writeKeys } from '../../../api/write';
import { useTranslation } from '../../../i18n/react';
import { useSession } from '../../../session/useSession';

export const transferPaths = {
  offer: '/api/YourStuff/TransferComic',
  answer: '/api/YourStuff/AnswerComicTransfer',
  cancel: '/api/YourStuff/CancelComicTransfer',
  list: '/api/YourStuff/ComicTransfers',
} as const;

export interface ComicTransfer {
  TransferId: string;
  BookId: string;
  Title: string;
  From: string;
  To: string;
  Status: 'offered';
  CreatedAt: string;
}

export const transferKeys = { list: () => [...writeKeys.all, 'transfers'] as const };

export const transferApi = {
  list(signal?: AbortSignal) {
    return api.post<{ Incoming: ComicTransfer[]; Outgoing: ComicTransfer[] }>(
      transferPaths.list,
      {},
      signal ? { signal } : {},
    );
  },
  offer(bookId: string, toUserName: string) {
    return api.post<{ Transfer: ComicTransfer }>(transferPaths.offer, {
      BookId: bookId,
      ToUserName: toUserName,
    });
  },
  answer(transferId: string, accept: boolean) {
    return api.post<{ TransferId: string; BookId: string; Status: string }>(transferPaths.answer, {
      TransferId: transferId,
      Accept: accept ? 'true' : 'false',
    });
  },
  cancel(transferId: string) {
    return api.post<{ TransferId: string; Status: string }>(transferPaths.cancel, {
      TransferId: transferId,
    });
  },
};

/** Comics that may be given: the writer's own, editable, not with a class. */
export function mayGiveComic(book: BookSummary): boolean {
  return book.Type === 'comic' && book.Editable && !book.InClass;
}

/**
 * Who is shown the offer form (decision 021; the server decides in the end: COMIC_TRANSFER_REFUSED,
 * Reason not_allowed): `adult` for a writer of 18 or older, who may give to another adult or
 * within a family plan; `family` for a writer under 18 in a family plan that has not ended, who
 * may give only within it; `none` for other writers under 18 and for class students.
 */
export function comicGiving(
  user: SignedInUser | null,
  nowMs = Date.now(),
): 'adult' | 'family' | 'none' {
  if (!user || user.accountType === AccountType.CLASS_STUDENT) return 'none';
  if (user.age !== null && user.age >= adultAge) return 'adult';
  const flags = deriveUserFlags(user, nowMs);
  return flags.isInFamilyPlan && !flags.familyPlanExpired ? 'family' : 'none';
}

/** In the book drawer: "Give this comic to…", a username, then a confirmation step. */
export function GiveComic({ book }: { book: BookSummary }) {
  const { user } = useSession();
  const giving = comicGiving(user);
  if (giving === 'none') return <GiveComicNotAllowed />;
  return <GiveComicForm book={book} withinFamily={giving === 'family'} />;
}

/** Why a writer under 18 (or a class student) sees no offer form. */
function GiveComicNotAllowed() {
  const { t } = useTranslation();
  return (
    <section data-testid="give-comic">
      <Title order={4} size="h5" mb={4}>
        {t('write.transfer.giveTitle')}
      </Title>
      <Text size="sm" data-testid="give-comic-not-allowed">
        {t('write.transfer.notForYou')}
      </Text>
    </section>
  );
}

function GiveComicForm({ book, withinFamily }: { book: BookSummary; withinFamily: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [offered, setOffered] = useState<string | null>(null);
  const offer = useMutation({
    mutationFn: () => transferApi.offer(book.BookId, name.trim()),
    onSuccess: (result) => {
      setConfirming(false);
      setOffered(result.Transfer.To);
      setName('');
      void queryClient.invalidateQueries({ queryKey: transferKeys.list() });
    },
    onError: () => setConfirming(false),
  });
  const title = book.Title || t('write.untitled');
  const receiver = name.trim();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!receiver) return;
    setOffered(null);
    offer.reset();
    setConfirming(true);
  };

  return (
    <section data-testid="give-comic">
      <Title order={4} size="h5" mb={4}>
        {t('write.transfer.giveTitle')}
      </Title>
      <Text size="sm" c="dimmed" mb={4}>
        {t(withinFamily ? 'write.transfer.giveLeadFamily' : 'write.transfer.giveLead')}
      </Text>
      <Text size="sm" c="dimmed" mb="xs">
        {t('write.transfer.rule')}
      </Text>
      {confirming ? (
        <Stack gap="xs" role="group" aria-label={t('write.transfer.giveTitle')}>
          <Text fw={700}>{t('write.transfer.confirm', { title, name: receiver })}</Text>
          <Group gap="xs">
            <Button
              onClick={() => offer.mutate()}
              loading={offer.isPending}
              leftSection={<IconGift size={16} aria-hidden="true" />}
            >
              {t('write.transfer.confirmYes')}
            </Button>
            <Button variant="subtle" color="ink.8" onClick={() => setConfirming(false)}>
              {t('write.transfer.back')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={onSubmit}>
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label={t('write.transfer.receiver')}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              maxLength={60}
              autoComplete="off"
              style={{ flex: 1 }}
            />
            <Button type="submit" variant="light" disabled={!receiver}>
              {t('write.transfer.give')}
            </Button>
          </Group>
        </form>
      )}
      {offered ? (
        <Text size="sm" mt="xs" role="status">
          {t('write.transfer.offered', { name: offered })}
        </Text>
      ) : null}
      {offer.isError ? (
        <Alert color="red" variant="light" mt="xs" role="alert">
          {apiErrorMessage(offer.error)}
        </Alert>
      ) : null}
    </section>
  );
}

/** On /yourstuff-write: comics offered to the writer (accept / decline) and by them (cancel). */
export function ComicOffers() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const offers = useQuery({
    queryKey: transferKeys.list(),
    queryFn: ({ signal }) => transferApi.list(signal),
  });
  const [done, setDone] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: writeKeys.all });
  const answer = useMutation({
    mutationFn: (v: { offer: ComicTransfer; accept: boolean }) =>
      transferApi.answer(v.offer.TransferId, v.accept),
    onSuccess: (_r, v) => {
      setDone(
        t(v.accept ? 'write.transfer.accepted' : 'write.transfer.declined', {
          title: v.offer.Title,
        }),
      );
      void refresh();
    },
  });
  const cancel = useMutation({
    mutationFn: (offer: ComicTransfer) => transferApi.cancel(offer.TransferId),
    onSuccess: (_r, offer) => {
      setDone(t('write.transfer.cancelled', { title: offer.Title }));
      void refresh();
    },
  });
  // An offer carries only the title that passed the pre-screen; without one, a neutral label.
  const incoming = (offers.data?.Incoming ?? []).map((offer) => ({
    ...offer,
    Title: offer.Title || t('write.transfer.aComic'),
  }));
  const outgoing = offers.data?.Outgoing ?? [];
  const error = answer.error ?? cancel.error;
  if (!incoming.length && !outgoing.length && !done && !error) return null;
  const busy = answer.isPending || cancel.isPending;
  return (
    <section aria-labelledby="comic-offers-title" data-testid="comic-offers">
      <Title id="comic-offers-title" order={2} size="h4" mb="xs">
        {t('write.transfer.offersTitle')}
      </Title>
      <Stack gap="xs">
        {incoming.map((offer) => (
          <Card key={offer.TransferId} withBorder radius="md" padding="sm">
            <Group justify="space-between" gap="xs">
              <Text>{t('write.transfer.incoming', { name: offer.From, title: offer.Title })}</Text>
              <Group gap="xs">
                <Button
                  size="compact-md"
                  disabled={busy}
                  onClick={() => answer.mutate({ offer, accept: true })}
                  aria-label={t('write.transfer.acceptLabel', { title: offer.Title })}
                >
                  {t('write.transfer.accept')}
                </Button>
                <Button
                  size="compact-md"
                  variant="outline"
                  color="ink.8"
                  disabled={busy}
                  onClick={() => answer.mutate({ offer, accept: false })}
                  aria-label={t('write.transfer.declineLabel', { title: offer.Title })}
                >
                  {t('write.transfer.decline')}
                </Button>
              </Group>
            </Group>
          </Card>
        ))}
        {outgoing.map((offer) => (
          <Card key={offer.TransferId} withBorder radius="md" padding="sm">
            <Group justify="space-between" gap="xs">
              <Text>{t('write.transfer.outgoing', { name: offer.To, title: offer.Title })}</Text>
              <Button
                size="compact-md"
                variant="subtle"
                color="ink.8"
                disabled={busy}
                onClick={() => cancel.mutate(offer)}
                aria-label={t('write.transfer.cancelLabel', { title: offer.Title })}
              >
                {t('write.transfer.cancel')}
              </Button>
            </Group>
          </Card>
        ))}
        {done ? (
          <Text size="sm" role="status">
            {done}
          </Text>
        ) : null}
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {apiErrorMessage(error)}
          </Alert>
        ) : null}
      </Stack>
    </section>
  );
}
