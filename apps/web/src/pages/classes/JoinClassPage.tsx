import { Alert, Button, Container, Stack, Text, TextInput, Title } from '@mantine/core';
import { translateMessage, validateClassPasscode } from '@storyloom/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { classesApi } from '../../api/classes';
import { apiErrorMessage, clientLanguage } from '../../api/client';
import { useTranslation } from '../../i18n/react';
import { sessionStore } from '../../session/store';
import { useSession } from '../../session/useSession';

/**
 * /join-class: a signed-in student types the class code and joins (SPEC §8 texts from the
 * server: class ended, already joined, the school plan's and membership's). Class students are
 * sent to their class-code sign-in instead; visitors to sign in.
 */
export function JoinClassPage() {
  const { t } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const join = useMutation({
    mutationFn: () => classesApi.join(code),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['classes'] });
      void sessionStore.refreshClasses(true);
    },
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const key = validateClassPasscode(code);
    setProblem(key ? translateMessage(key, clientLanguage()) : null);
    if (!key) join.mutate();
  };
  const signedIn = session.user !== null;
  const joined = join.data?.Class;
  return (
    <Container size="xs" w="100%" py={{ base: 20, sm: 40 }}>
      <Stack gap="md">
        <Title order={1}>{t('classes.join.title')}</Title>
        {!signedIn ? (
          <Stack align="flex-start">
            <Text>{t('classes.join.signInFirst')}</Text>
            <Button component={Link} to="/signin?redirect=%2Fjoin-class">
              {t('classes.join.signIn')}
            </Button>
            <Anchorless />
          </Stack>
        ) : joined ? (
          <Stack align="flex-start" data-testid="joined">
            <Alert color="meadow" role="status">
              {translateMessage('joinedSuccessfully', clientLanguage())}{' '}
              {t('classes.join.done', { name: joined.Name })}
            </Alert>
            <Button component={Link} to={`/yourstuff-class/${joined.OpenId}`}>
              {t('classes.join.open')}
            </Button>
          </Stack>
        ) : (
          <form onSubmit={submit} aria-label={t('classes.join.title')}>
            <Stack gap="sm">
              <Text>{t('classes.join.lead')}</Text>
              <TextInput
                label={t('classes.code')}
                value={code}
                onChange={(e) => setCode(e.currentTarget.value)}
                maxLength={12}
                autoComplete="off"
                autoCapitalize="characters"
                error={problem}
                required
              />
              {join.isError ? (
                <Alert color="ember" role="alert">
                  {apiErrorMessage(join.error)}
                </Alert>
              ) : null}
              <Button type="submit" w="fit-content" loading={join.isPending}>
                {t('classes.join.submit')}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Container>
  );
}

/** Class students sign in with the class code instead of an account. */
function Anchorless() {
  const { t } = useTranslation();
  return (
    <Text size="sm">
      <Link to="/students-code">{t('classes.join.classStudent')}</Link>
    </Text>
  );
}
