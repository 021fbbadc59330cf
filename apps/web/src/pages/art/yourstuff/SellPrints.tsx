import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import {
  licenceAllowsSale,
  type PrintSize,
  priceProblem,
  printSizeDimensions,
  printSizes,
  shopRules,
} from '@storyloom/domain';
import { IconBuildingStore, IconChartBar, IconSettings } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Artwork } from '../../../api/art';
import { artApi, artKeys } from '../../../api/art';
import { apiErrorMessage } from '../../../api/client';
import { formatUsd, type Listing, shopApi, shopKeys } from '../../../api/shop';
import { showSuccess } from '../../../api/show-api-error';
import easelArt from '../../../assets/easel-balloon.svg';
import { EmptyState, ErrorState, GridSkeleton } from '../../../components/ArtStates';
import { LoadMore, useArtworkPages } from '../../../components/ArtworkPaging';
import { useTranslation } from '../../../i18n/react';
import classes from '../shop/Shop.module.css';

type Draft = Record<PrintSize, { on: boolean; dollars: number | '' }>;

function draftOf(listing: Listing | undefined): Draft {
  const draft = {} as Draft;
  for (const size of printSizes) {
    const found = listing?.Prints.find((p) => p.Size === size);
    draft[size] = {
      on: listing ? Boolean(found) : size !== 'square30',
      dollars: (found?.PriceCents ?? shopRules.suggestedPriceCents[size]) / 100,
    };
  }
  return draft;
}

/** "Sell as print": which sizes, at what price, and whether it is on sale (decision 049). */
function SellDialog({
  artwork,
  listing,
  onClose,
}: {
  artwork: Artwork;
  listing: Listing | undefined;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [enabled, setEnabled] = useState(listing ? listing.Enabled : true);
  const [draft, setDraft] = useState<Draft>(() => draftOf(listing));
  const [problem, setProblem] = useState<string | null>(null);
  const min = formatUsd(shopRules.minPriceCents, i18n.language);
  const max = formatUsd(shopRules.maxPriceCents, i18n.language);
  const save = useMutation({
    mutationFn: () =>
      shopApi.saveListing({
        WorkId: artwork.ArtworkId,
        Enabled: enabled,
        Prints: printSizes
          .filter((size) => draft[size].on)
          .map((size) => ({
            Size: size,
            PriceCents: Math.round(Number(draft[size].dollars) * 100),
          })),
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: shopKeys.all });
      showSuccess(t('artShop.studio.saved'));
      onClose();
    },
    onError: (err) => setProblem(apiErrorMessage(err)),
  });
  const priceError = (size: PrintSize) => {
    const value = draft[size];
    if (!value.on) return null;
    const cents = Math.round(Number(value.dollars) * 100);
    return value.dollars === '' || priceProblem(cents)
      ? t('artShop.studio.priceError', { min, max })
      : null;
  };
  const submit = () => {
    const chosen = printSizes.filter((size) => draft[size].on);
    if (enabled && chosen.length === 0) return setProblem(t('artShop.studio.needSize'));
    if (printSizes.some((size) => priceError(size))) return setProblem(null);
    setProblem(null);
    save.mutate();
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('artShop.studio.dialogTitle', { title: artwork.Title })}
      centered
    >
      <Stack gap="md">
        <Switch
          checked={enabled}
          onChange={(e) => setEnabled(e.currentTarget.checked)}
          label={t('artShop.studio.enabled')}
          description={t('artShop.studio.enabledHint')}
        />
        {printSizes.map((size) => {
          const name = t('artShop.common.sizeLong', {
            size: t(`artShop.common.sizes.${size}`),
            dimensions: printSizeDimensions[size],
          });
          return (
            <Stack key={size} gap={6}>
              <Checkbox
                checked={draft[size].on}
                onChange={(e) => {
                  const on = e.currentTarget.checked;
                  setDraft((d) => ({ ...d, [size]: { ...d[size], on } }));
                }}
                label={t('artShop.studio.sizeOn', { size: name })}
              />
              {draft[size].on ? (
                <NumberInput
                  label={t('artShop.studio.price', { size: t(`artShop.common.sizes.${size}`) })}
                  description={t('artShop.studio.priceHint', { min, max })}
                  value={draft[size].dollars}
                  onChange={(value) =>
                    setDraft((d) => ({
                      ...d,
                      [size]: { ...d[size], dollars: value === '' ? '' : Number(value) },
                    }))
                  }
                  min={shopRules.minPriceCents / 100}
                  max={shopRules.maxPriceCents / 100}
                  decimalScale={2}
                  step={1}
                  prefix="$"
                  error={priceError(size)}
                  ml={30}
                  maw={220}
                />
              ) : null}
            </Stack>
          );
        })}
        {problem ? (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="subtle" color="ink.8" onClick={onClose}>
            {t('artShop.studio.cancel')}
          </Button>
          <Button onClick={submit} loading={save.isPending}>
            {t('artShop.studio.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The studio's shop part: each approved picture with its print state and "Sell as print". */
export function SellPrints({ slug }: { slug?: string }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState<Artwork | null>(null);
  const approved = useArtworkPages(
    artKeys.mine({ library: 'gallery', status: 'approved' }),
    (cursor, signal) =>
      artApi.myUploads({ library: 'gallery', status: 'approved' }, cursor, signal),
  );
  const listings = useQuery({
    queryKey: shopKeys.myListings(),
    queryFn: () => shopApi.myListings(),
  });
  const settings = useQuery({ queryKey: shopKeys.settings(), queryFn: () => shopApi.settings() });
  const byWork = new Map((listings.data?.List ?? []).map((l) => [l.WorkId, l]));

  return (
    <Stack gap="md" data-testid="sell-prints">
      <Text c="dimmed">
        {t('artShop.studio.lead', {
          percent: settings.data?.SharePercent ?? shopRules.defaultArtistSharePercent,
        })}
      </Text>
      <Group gap="sm">
        <Button
          component={Link}
          to="/yourstuff-artshop-settings"
          variant="outline"
          color="ink.8"
          leftSection={<IconSettings size={18} aria-hidden="true" />}
        >
          {t('artShop.studio.settingsLink')}
        </Button>
        <Button
          component={Link}
          to="/yourstuff-earnings-history"
          variant="outline"
          color="ink.8"
          leftSection={<IconChartBar size={18} aria-hidden="true" />}
        >
          {t('artShop.studio.earningsLink')}
        </Button>
        {slug ? (
          <Button
            component={Link}
            to={`/artshop/${encodeURIComponent(slug)}`}
            variant="subtle"
            color="ink.8"
            leftSection={<IconBuildingStore size={18} aria-hidden="true" />}
          >
            {t('artShop.studio.shopLink')}
          </Button>
        ) : null}
      </Group>
      {approved.isPending || listings.isPending ? (
        <GridSkeleton count={3} label={t('artShop.studio.loading')} />
      ) : approved.isError || listings.isError ? (
        <ErrorState
          error={approved.error ?? listings.error}
          onRetry={() => {
            void approved.refetch();
            void listings.refetch();
          }}
        />
      ) : approved.artworks.length === 0 ? (
        <EmptyState
          art={easelArt}
          title={t('artShop.studio.emptyTitle')}
          body={t('artShop.studio.emptyBody')}
          testId="sell-empty"
        />
      ) : (
        <ul className={classes.studioGrid} aria-label={t('artShop.studio.gridLabel')}>
          {approved.artworks.map((artwork) => {
            const listing = byWork.get(artwork.ArtworkId);
            const allowed = licenceAllowsSale(artwork.Licence.Name);
            const onSale = listing?.Enabled && listing.Prints.length > 0;
            const from = onSale ? Math.min(...(listing?.Prints ?? []).map((p) => p.PriceCents)) : 0;
            return (
              <li key={artwork.ArtworkId} className={classes.studioItem} data-testid="sell-item">
                <img src={artwork.Image.ThumbUrl} alt="" className={classes.thumb} />
                <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
                  <Text fw={700} lineClamp={1}>
                    {artwork.Title}
                  </Text>
                  {!allowed ? (
                    <Text size="sm" c="dimmed">
                      {t('artShop.studio.notAllowed')}
                    </Text>
                  ) : onSale ? (
                    <Badge color="meadow" variant="light" w="fit-content">
                      {t('artShop.studio.onSale', { price: formatUsd(from, i18n.language) })}
                    </Badge>
                  ) : (
                    <Text size="sm" c="dimmed">
                      {t('artShop.studio.off')}
                    </Text>
                  )}
                  {allowed ? (
                    <Button
                      size="xs"
                      variant={listing ? 'outline' : 'filled'}
                      w="fit-content"
                      onClick={() => setOpen(artwork)}
                      aria-label={`${listing ? t('artShop.studio.edit') : t('artShop.studio.sell')}: ${artwork.Title}`}
                    >
                      {listing ? t('artShop.studio.edit') : t('artShop.studio.sell')}
                    </Button>
                  ) : null}
                </Stack>
              </li>
            );
          })}
        </ul>
      )}
      {approved.artworks.length > 0 ? (
        <LoadMore
          hasNextPage={approved.hasNextPage}
          isFetchingNextPage={approved.isFetchingNextPage}
          fetchNextPage={approved.fetchNextPage}
          shown={approved.artworks.length}
        />
      ) : null}
      {open ? (
        <SellDialog
          artwork={open}
          listing={byWork.get(open.ArtworkId)}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </Stack>
  );
}
