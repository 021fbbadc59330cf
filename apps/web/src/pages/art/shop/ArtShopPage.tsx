import { Alert, Button, Container, Stack, Text } from '@mantine/core';
import { openIdFromSocialName } from '@storyloom/domain';
import { IconPalette } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { shopApi, shopKeys } from '../../../api/shop';
import easelArt from '../../../assets/easel-balloon.svg';
import {
  ArtBand,
  Collage,
  EmptyState,
  ErrorState,
  GridSkeleton,
} from '../../../components/ArtStates';
import frame from '../../../components/PageFrame.module.css';
import { useTranslation } from '../../../i18n/react';
import { isNotFound, NotFoundState } from '../ArtistPage';
import { Pager, ShopGrid } from './ShopGrid';
import { WorkPage } from './WorkPage';

/**
 * /artshop/{slug?}/{social_name?}/{share_social_params*} (SPEC §2, decision 049): every shop's
 * works, one artist's shop, or one work (shareable; the share marker after it is the shell's).
 */
export function ArtShopPage() {
  const { slug = '', social_name: social = '' } = useParams();
  if (slug && social) return <WorkPage slug={slug} workId={openIdFromSocialName(social)} />;
  return <ShopList slug={slug || undefined} />;
}

function ShopList({ slug }: { slug?: string }) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const works = useQuery({
    queryKey: shopKeys.works(page, slug),
    queryFn: ({ signal }) => shopApi.works(page, slug, signal),
    placeholderData: keepPreviousData,
  });
  const setPage = (next: number) => {
    setSearch(next > 1 ? { page: String(next) } : {});
    window.scrollTo({ top: 0 });
  };

  if (works.isError && isNotFound(works.error)) {
    return (
      <NotFoundState
        title={t('artShop.shop.notFoundTitle')}
        body={t('artShop.shop.notFoundBody')}
      />
    );
  }
  const data = works.data;
  const shop = data?.Shop ?? null;
  const pages = data ? Math.max(1, Math.ceil(data.Total / data.PageSize)) : 1;
  return (
    <div data-testid={slug ? 'artist-shop' : 'art-shop'}>
      <ArtBand
        eyebrow={slug ? t('artShop.shop.eyebrow') : t('artShop.all.eyebrow')}
        title={slug ? (shop?.ShopName ?? '…') : t('artShop.all.title')}
        lead={
          slug
            ? shop
              ? t('artShop.shop.lead', { name: shop.Name })
              : undefined
            : t('artShop.all.lead')
        }
        tone={slug ? 'plum' : 'sun'}
        titleId="shop-title"
        art={data && data.List.length > 0 ? undefined : easelArt}
        aside={
          data && data.List.length > 0 ? (
            <Collage
              pictures={data.List.slice(0, 3).map((w) => ({
                src: w.Image.ThumbUrl,
                key: w.WorkId,
              }))}
            />
          ) : undefined
        }
        actions={
          slug && shop ? (
            <>
              <Button
                component={Link}
                to={`/artist/${encodeURIComponent(shop.Slug)}`}
                variant="outline"
                color="ink.8"
              >
                {t('artShop.shop.gallery', { name: shop.Name })}
              </Button>
              <Button component={Link} to="/artshop" variant="subtle" color="ink.8">
                {t('artShop.common.backToAll')}
              </Button>
            </>
          ) : null
        }
      />
      <Container size="xl" className={frame.body}>
        <Stack gap="md">
          {shop?.OnHoliday ? (
            <Alert color="sun" title={t('artShop.common.onHoliday')}>
              {t('artShop.common.holidayNote', { name: shop.Name })}
            </Alert>
          ) : null}
          {works.isPending ? (
            <GridSkeleton label={t('artShop.common.loading')} />
          ) : works.isError ? (
            <ErrorState error={works.error} onRetry={() => void works.refetch()} />
          ) : data && data.List.length === 0 ? (
            <EmptyState
              art={easelArt}
              title={slug ? t('artShop.shop.emptyTitle') : t('artShop.all.emptyTitle')}
              body={
                slug
                  ? t('artShop.shop.emptyBody', { name: shop?.Name ?? '' })
                  : t('artShop.all.emptyBody')
              }
              testId="shop-empty"
              actions={
                <Button
                  component={Link}
                  to="/artists"
                  leftSection={<IconPalette size={18} aria-hidden="true" />}
                >
                  {t('artShop.all.toArtists')}
                </Button>
              }
            />
          ) : data ? (
            <>
              <Text c="dimmed">{t('artShop.all.count', { count: data.Total })}</Text>
              <ShopGrid works={data.List} label={t('artShop.all.gridLabel')} showArtist={!slug} />
              <Pager page={page} pages={pages} onPage={setPage} />
            </>
          ) : null}
        </Stack>
      </Container>
    </div>
  );
}
