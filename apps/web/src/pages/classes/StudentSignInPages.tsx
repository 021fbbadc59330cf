import {
  Alert,
  Button,
  Container,
  Paper,
  PinInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { translateMessage, validateClassPasscode } from '@storyloom/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { classesApi } from '../../api/classes';
import { apiErrorMessage, clientLanguage } from '../../api/client';
import { useTranslation } from '../../i18n/react';
import { sessionStore } from '../../session/store';

/** /students-code/{code?}: a student types the class code. */
export function StudentsCodePage() {
  const { t } = useTranslation();
  const { code: given = '' } = useParams();
  const navigate = useNavigate();
  const [code, setCode] = useState(given);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const key = validateClassPasscode(code);
    if (key) {
      setProblem(translateMessage(key, clientLanguage()));
      return;
    }
    navigate(`/student-sign-in/${code.replace(/\s+/g, '').toUpperCase()}`);
  };
  return (
    <Container size="xs" w="100%" py={{ base: 24, sm: 56 }}>
      <Paper withBorder radius="lg" p="xl">
        <form onSubmit={submit} aria-label={t('classes.signIn.codeTitle')}>
          <Stack>
            <Title order={1} size="h2">
              {t('classes.signIn.codeTitle')}
            </Title>
            <Text>{t('classes.signIn.codeLead')}</Text>
            <TextInput
              label={t('classes.code')}
              value={code}
              onChange={(e) => setCode(e.currentTarget.value)}
              error={problem}
              autoCapitalize="characters"
              autoComplete="off"
              maxLength={12}
              size="lg"
            />
            <Button type="submit" size="lg">
              {t('classes.signIn.next')}
            </Button>
            <Button component={Link} to="/signin" variant="subtle">
              {t('classes.signIn.back')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}

/**
 * /student-sign-in/{code}/{username?}: a child picks their name among the class's usernames and
 * types their four digits; then on to /yourstuff-write (guard 7).
 */
export function StudentSignInPage() {
  const { t } = useTranslation();
  const { code = '', username: picked = '' } = useParams();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const names = useQuery({
    queryKey: ['classes', 'sign-in-names', code],
    queryFn: () => classesApi.signInNames(code),
    retry: false,
  });
  const signIn = useMutation({
    mutationFn: () => classesApi.studentSignIn(code, picked, password),
    onSuccess: async () => {
      await sessionStore.refresh();
      navigate('/yourstuff-write', { replace: true });
    },
  });
  return (
    <Container size="sm" w="100%" py={{ base: 24, sm: 56 }}>
      <Paper withBorder radius="lg" p="xl">
        <Stack>
          <Title order={1} size="h2">
            {names.data?.ClassName ?? t('classes.signIn.title')}
          </Title>
          {names.isError ? (
            <Alert color="ember" role="alert">
              {apiErrorMessage(names.error)}
            </Alert>
          ) : null}
          {names.data && !names.data.Found ? (
            <Alert color="ember" role="alert">
              {t('classes.signIn.noClass')}
            </Alert>
          ) : null}
          {!picked ? (
            <>
              <Text>{t('classes.signIn.pickName')}</Text>
              <SimpleGrid cols={{ base: 2, sm: 3 }}>
                {(names.data?.Usernames ?? []).map((name) => (
                  <Button
                    key={name}
                    variant="light"
                    size="lg"
                    component={Link}
                    to={`/student-sign-in/${code}/${encodeURIComponent(name)}`}
                  >
                    {name}
                  </Button>
                ))}
              </SimpleGrid>
            </>
          ) : (
            <form
              onSubmit={(e) => {
                e.preventDefault();
                signIn.mutate();
              }}
              aria-label={t('classes.signIn.title')}
            >
              <Stack>
                <Text>{t('classes.signIn.hello', { name: picked })}</Text>
                <Text id="pin-label">{t('classes.signIn.typeDigits')}</Text>
                <PinInput
                  length={4}
                  type="number"
                  mask
                  size="xl"
                  value={password}
                  onChange={setPassword}
                  aria-labelledby="pin-label"
                  oneTimeCode={false}
                />
                {signIn.isError ? (
                  <Alert color="ember" role="alert">
                    {apiErrorMessage(signIn.error)}
                  </Alert>
                ) : null}
                <Button
                  type="submit"
                  size="lg"
                  loading={signIn.isPending}
                  disabled={password.length !== 4}
                >
                  {t('classes.signIn.submit')}
                </Button>
                <Button component={Link} to={`/student-sign-in/${code}`} variant="subtle">
                  {t('classes.signIn.notMe')}
                </Button>
              </Stack>
            </form>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
