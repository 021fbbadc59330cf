import { ActionIcon, Indicator } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../i18n/react';
import { useSession } from '../session/useSession';

/**
 * The cart in the top navigation (SPEC §3: the basket count is the sum of quantities), shown
 * once the basket holds something; a link to /cart.
 */
export function BasketButton() {
  const { t } = useTranslation();
  const { basketCount } = useSession();
  if (basketCount <= 0) return null;
  return (
    <Indicator
      label={basketCount > 99 ? '99+' : basketCount}
      size={18}
      offset={5}
      color="ember.7"
      withBorder
      data-testid="basket-count"
    >
      <ActionIcon
        component={Link}
        to="/cart"
        variant="subtle"
        color="ink.8"
        size="lg"
        radius="xl"
        aria-label={t('nav.basket', { count: basketCount })}
      >
        <IconShoppingCart size={22} stroke={1.8} aria-hidden="true" />
      </ActionIcon>
    </Indicator>
  );
}
