import {
  Alert,
  Button,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { validateEmail } from '@storyloom/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { apiErrorMessage } from '../../api/client';
import { useTranslation } from '../../i18n/react';
import { useInterfaceLanguage } from '../../i18n/useInterfaceLanguage';
import { useSession } from '../../session/useSession';
import { membershipApi } from './api';

/**
 * The district contact form (/become-member?showdistrict=1, SPEC §2, §9: a district plan for
 * 200 accounts or more). Sent to sales and listed for admins; visitors may send it too.
 */
export function DistrictForm() {
  const { t } = useTranslation();
  const language = useInterfaceLanguage();
  const { user } = useSession();
  const [name, setName] = useState('');
  const [email, setEmail] = useState(user?.email ?? '');
  const [district, setDistrict] = useState('');
  const [accounts, setAccounts] = useState<number | string>(200);
  const [phone, setPhone] = useState('');
  const [message, setMessage] = useState('');
  const [shown, setShown] = useState(false);
  const send = useMutation({
    mutationFn: () =>
      membershipApi.district({
        Name: name.trim(),
        Email: email.trim(),
        District: district.trim(),
        Accounts: Number(accounts),
        Phone: phone.trim(),
        Message: message.trim(),
        Language: language,
      }),
  });
  const emailProblem = validateEmail(email);
  const count = Number(accounts);
  const countBad = !Number.isInteger(count) || count < 200;
  const ok = name.trim() && district.trim() && !emailProblem && !countBad;
  return (
    <Paper withBorder radius="lg" p="lg" id="district" data-testid="district-form">
      <Stack gap="sm">
        <Title order={2}>{t('membership.district.title')}</Title>
        <Text size="sm">{t('membership.district.intro')}</Text>
        {send.isSuccess ? (
          <Alert color="teal" title={t('membership.district.sentTitle')}>
            {t('membership.district.sent')}
          </Alert>
        ) : (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              setShown(true);
              if (ok) send.mutate();
            }}
          >
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label={t('membership.district.name')}
                  value={name}
                  maxLength={100}
                  required
                  onChange={(e) => setName(e.currentTarget.value)}
                  error={shown && !name.trim() ? t('membership.educator.required') : undefined}
                />
                <TextInput
                  label={t('membership.district.email')}
                  type="email"
                  value={email}
                  maxLength={254}
                  required
                  onChange={(e) => setEmail(e.currentTarget.value)}
                  error={shown && emailProblem ? t('membership.emailFormat') : undefined}
                />
                <TextInput
                  label={t('membership.district.district')}
                  value={district}
                  maxLength={200}
                  required
                  onChange={(e) => setDistrict(e.currentTarget.value)}
                  error={shown && !district.trim() ? t('membership.educator.required') : undefined}
                />
                <NumberInput
                  label={t('membership.district.accounts')}
                  value={accounts}
                  min={200}
                  max={1_000_000}
                  allowDecimal={false}
                  required
                  onChange={setAccounts}
                  error={shown && countBad ? t('membership.district.accountsError') : undefined}
                />
                <TextInput
                  label={t('membership.district.phone')}
                  type="tel"
                  value={phone}
                  maxLength={40}
                  onChange={(e) => setPhone(e.currentTarget.value)}
                />
              </SimpleGrid>
              <Textarea
                label={t('membership.district.message')}
                value={message}
                maxLength={2000}
                rows={4}
                onChange={(e) => setMessage(e.currentTarget.value)}
              />
              <Text size="xs" c="dimmed">
                {t('membership.district.why')}
              </Text>
              {send.error ? <Alert color="red">{apiErrorMessage(send.error)}</Alert> : null}
              <Button type="submit" loading={send.isPending} w="fit-content">
                {t('membership.district.send')}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
