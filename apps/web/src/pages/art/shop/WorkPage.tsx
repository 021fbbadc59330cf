import { Anchor, Badge, Button, Container, Group, Menu, Stack, Text, Title } from '@mantine/core';
import { IconBrandFacebook, IconBrandX, IconCopy, IconShare } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { shopApi, shopKeys, workPath } from '../../../api/shop';
import { showSuccess } from '../../../api/show-api-error';
import { ErrorState, GridSkeleton } from '../../../components/ArtStates';
import frame from '../../../components/PageFrame.module.css';
import { useTranslation } from '../../../i18n/react';
import { isNotFound, NotFoundState } from '../ArtistPage';
import { BuyPanel } from './BuyPanel';
import classes from './Shop.module.css';

/** SPEC §2 share addresses end with /facebook or /twitter, marking where a visit came from. */
export function shopShareLinks(origin: string, path: string) {
  const base = `${origin}${path}`;
  return {
    page: base,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(`${base}/facebook`)}`,
    twitter: `https://twitter.com/intent/tweet?url=${encodeURIComponent(`${base}/twitter`)}`,
  };
}

function ShareMenu({ path, title }: { path: string; title: string }) {
  const { t } = useTranslation();
  const links = shopShareLinks(window.location.origin, path);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(links.page);
      showSuccess(t('artShop.share.copied'));
    } catch {
      window.prompt(t('artShop.share.copyPrompt'), links.page);
    }
  };
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button
          variant="outline"
          color="ink.8"
          leftSection={<IconShare size={18} aria-hidden="true" />}
        >
          {t('artShop.share.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown aria-label={t('artShop.share.label', { title })}>
        <Menu.Item
          leftSection={<IconCopy size={16} aria-hidden="true" />}
          onClick={() => void copy()}
        >
          {t('artShop.share.copy')}
        </Menu.Item>
        <Menu.Item
          component="a"
          href={links.facebook}
          target="_blank"
          rel="noopener noreferrer"
          leftSection={<IconBrandFacebook size={16} aria-hidden="true" />}
        >
          {t('artShop.share.facebook')}
        </Menu.Item>
        <Menu.Item
          component="a"
          href={links.twitter}
          target="_blank"
          rel="noopener noreferrer"
          leftSection={<IconBrandX size={16} aria-hidden="true" />}
        >
          {t('artShop.share.twitter')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** /artshop/{slug}/{social_name}: one work, its sizes and prices, sharing and buying. */
export function WorkPage({ slug, workId }: { slug: string; workId: string }) {
  const { t } = useTranslation();
  const work = useQuery({
    queryKey: shopKeys.work(workId),
    queryFn: ({ signal }) => shopApi.work(workId, signal),
    enabled: workId !== '',
  });
  if (work.isPending && workId) {
    return (
      <Container size="xl" py={48}>
        <GridSkeleton count={2} label={t('artShop.common.loading')} />
      </Container>
    );
  }
  if (
    !workId ||
    (work.isError && isNotFound(work.error)) ||
    (work.data && work.data.Artist.Slug !== slug.toLowerCase())
  ) {
    return (
      <NotFoundState
        title={t('artShop.work.notFoundTitle')}
        body={t('artShop.work.notFoundBody')}
      />
    );
  }
  if (work.isError || !work.data) {
    return (
      <Container size="md" py={48}>
        <ErrorState error={work.error} onRetry={() => void work.refetch()} />
      </Container>
    );
  }
  const w = work.data;
  const shopPath = `/artshop/${encodeURIComponent(w.Artist.Slug)}`;
  return (
    <Container size="xl" className={frame.body} data-testid="shop-work">
      <div className={classes.workLayout}>
        <div className={classes.frameShadow}>
          <img src={w.Image.Url} alt={w.Title} width={w.Image.Width} height={w.Image.Height} />
        </div>
        <Stack gap="md">
          <Stack gap={4}>
            <Anchor component={Link} to={shopPath} fw={700} size="sm">
              {w.ShopName}
            </Anchor>
            <Title order={1} fz={{ base: 28, sm: 36 }} lh={1.15}>
              {w.Title}
            </Title>
            <Text c="dimmed">{t('artShop.common.by', { name: w.Artist.Name })}</Text>
          </Stack>
          {w.Description ? <Text>{w.Description}</Text> : null}
          <Group gap="xs">
            <ShareMenu path={workPath(w)} title={w.Title} />
            {w.OnHoliday ? <Badge color="gray">{t('artShop.common.onHoliday')}</Badge> : null}
          </Group>
          <div className={frame.card}>
            <BuyPanel work={w} />
          </div>
          <Text size="sm" c="dimmed">
            {t('artShop.work.licence')}:{' '}
            {w.Licence.Url ? (
              <Anchor href={w.Licence.Url} target="_blank" rel="noopener noreferrer" size="sm">
                {w.Licence.Name}
              </Anchor>
            ) : (
              w.Licence.Name
            )}
            {w.Attribution ? ` · ${w.Attribution}` : ''}
          </Text>
          <Anchor component={Link} to={shopPath} fw={700}>
            {t('artShop.work.shop', { name: w.ShopName })}
          </Anchor>
        </Stack>
      </div>
    </Container>
  );
}
