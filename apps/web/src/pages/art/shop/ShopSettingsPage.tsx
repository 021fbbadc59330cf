import {
  Alert,
  Button,
  Container,
  Radio,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type PayoutMethod, shopRules } from '@storyloom/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { apiErrorMessage } from '../../../api/client';
import { serverFields } from '../../../api/form-errors';
import { shopApi, shopKeys } from '../../../api/shop';
import { showSuccess } from '../../../api/show-api-error';
import easelArt from '../../../assets/easel-balloon.svg';
import { ArtBand, ErrorState, GridSkeleton } from '../../../components/ArtStates';
import frame from '../../../components/PageFrame.module.css';
import { useTranslation } from '../../../i18n/react';
import { useSession } from '../../../session/useSession';
import { ArtistsOnlyNote } from '../yourstuff/StudioPages';

const knownProblems = new Set(['payoutEmail', 'payoutIban', 'notAllowed', 'required']);

/** /yourstuff-artshop-settings: the shop's name, where the share is paid, holiday mode. */
export function ShopSettingsPage() {
  const { t } = useTranslation();
  const { flags } = useSession();
  const isArtist = flags?.isArtist === true;
  return (
    <div data-testid="shop-settings">
      <ArtBand
        eyebrow={t('artShop.settings.eyebrow')}
        title={t('artShop.settings.title')}
        lead={t('artShop.settings.lead')}
        art={easelArt}
        tone="plum"
        titleId="shop-settings-title"
        size="md"
        actions={
          <Button component={Link} to="/yourstuff-artshop" variant="outline" color="ink.8">
            {t('art.studio.title')}
          </Button>
        }
      />
      <Container size="md" className={frame.body}>
        {isArtist ? <SettingsForm /> : <ArtistsOnlyNote />}
      </Container>
    </div>
  );
}

function SettingsForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const settings = useQuery({ queryKey: shopKeys.settings(), queryFn: () => shopApi.settings() });
  const [name, setName] = useState('');
  const [method, setMethod] = useState<PayoutMethod | ''>('');
  const [detail, setDetail] = useState('');
  const [holiday, setHoliday] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (!settings.data) return;
    setName(settings.data.ShopName);
    setMethod(settings.data.PayoutMethod);
    setHoliday(settings.data.Holiday);
  }, [settings.data]);
  const save = useMutation({
    mutationFn: () =>
      shopApi.saveSettings({
        ShopName: name,
        PayoutMethod: method,
        PayoutDetail: detail,
        Holiday: holiday,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(shopKeys.settings(), saved);
      void queryClient.invalidateQueries({ queryKey: shopKeys.all });
      setDetail('');
      setErrors({});
      showSuccess(t('artShop.settings.saved'));
    },
    onError: (err) => {
      const found: Record<string, string> = {};
      for (const f of serverFields(err)) {
        found[f.path] = knownProblems.has(f.message)
          ? t(`artShop.settings.errors.${f.message}`)
          : f.message;
      }
      setErrors(found);
    },
  });
  if (settings.isPending) return <GridSkeleton count={2} />;
  if (settings.isError)
    return <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />;
  const s = settings.data;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setErrors({ ShopName: t('artShop.settings.errors.required') });
    save.mutate();
  };
  const otherError =
    save.isError && Object.keys(errors).length === 0 ? apiErrorMessage(save.error) : null;
  return (
    <form onSubmit={submit} noValidate className={frame.card}>
      <Stack gap="lg">
        <TextInput
          label={t('artShop.settings.shopName')}
          description={t('artShop.settings.shopNameHint')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          maxLength={shopRules.shopNameMax}
          required
          error={errors.ShopName}
        />
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('artShop.settings.payoutTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('artShop.settings.payoutWhy')}
          </Text>
          {!s.HasPayout ? <Alert color="sun">{t('artShop.settings.noPayout')}</Alert> : null}
          <Radio.Group
            label={t('artShop.settings.payoutMethod')}
            value={method}
            onChange={(v) => setMethod(v as PayoutMethod | '')}
          >
            <Stack gap="xs" mt="xs">
              <Radio value="" label={t('artShop.settings.none')} />
              <Radio value="paypal" label={t('artShop.settings.paypal')} />
              <Radio value="iban" label={t('artShop.settings.iban')} />
            </Stack>
          </Radio.Group>
          {method ? (
            <TextInput
              label={
                method === 'paypal'
                  ? t('artShop.settings.paypalDetail')
                  : t('artShop.settings.ibanDetail')
              }
              description={
                s.HasPayout && s.PayoutMethod === method
                  ? t('artShop.settings.keepDetail', { masked: s.PayoutMasked })
                  : undefined
              }
              value={detail}
              onChange={(e) => setDetail(e.currentTarget.value)}
              maxLength={shopRules.payoutDetailMax}
              autoComplete="off"
              type={method === 'paypal' ? 'email' : 'text'}
              error={errors.PayoutDetail}
            />
          ) : null}
        </Stack>
        <Switch
          checked={holiday}
          onChange={(e) => setHoliday(e.currentTarget.checked)}
          label={t('artShop.settings.holiday')}
          description={t('artShop.settings.holidayHint')}
        />
        <Text size="sm">{t('artShop.settings.share', { percent: s.SharePercent })}</Text>
        {otherError ? (
          <Alert color="red" role="alert">
            {otherError}
          </Alert>
        ) : null}
        <Button type="submit" loading={save.isPending} w="fit-content">
          {t('artShop.settings.save')}
        </Button>
      </Stack>
    </form>
  );
}
