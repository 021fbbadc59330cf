import { Badge, Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatUsd, type ShopWork, workPath } from '../../../api/shop';
import { useTranslation } from '../../../i18n/react';
import classes from './Shop.module.css';

/** Works for sale as cards: picture, title, artist, "from" price; each opens its page. */
export function ShopGrid({
  works,
  label,
  showArtist = true,
}: {
  works: ShopWork[];
  label: string;
  showArtist?: boolean;
}) {
  const { t, i18n } = useTranslation();
  return (
    <ul className={classes.grid} aria-label={label} data-testid="shop-grid">
      {works.map((work) => (
        <li key={work.WorkId}>
          <Link to={workPath(work)} className={classes.card} data-testid="shop-card">
            <div className={classes.picture}>
              <img src={work.Image.ThumbUrl} alt="" loading="lazy" />
            </div>
            <div className={classes.cardText}>
              <Text fw={800} lineClamp={2}>
                {work.Title}
              </Text>
              {showArtist ? (
                <Text size="sm" c="dimmed" lineClamp={1}>
                  {t('artShop.common.by', { name: work.Artist.Name })}
                </Text>
              ) : null}
              <Group gap={6} mt={4}>
                <Text size="sm" fw={700} c="plum.8">
                  {t('artShop.common.from', {
                    price: formatUsd(work.FromPriceCents, i18n.language),
                  })}
                </Text>
                {work.OnHoliday ? (
                  <Badge size="sm" color="gray" variant="light">
                    {t('artShop.common.onHoliday')}
                  </Badge>
                ) : null}
              </Group>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Previous and next page, with where the reader is (pages of 24). */
export function Pager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('artShop.common.pager')}>
      <Group justify="center" gap="md" mt="xl">
        <Button
          variant="outline"
          color="ink.8"
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
          {t('artShop.common.previous')}
        </Button>
        <Text aria-live="polite">{t('artShop.common.page', { page, pages })}</Text>
        <Button
          variant="outline"
          color="ink.8"
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        >
          {t('artShop.common.next')}
        </Button>
      </Group>
    </nav>
  );
}
