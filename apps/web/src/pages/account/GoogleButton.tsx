import { Alert, Button, Stack, Text } from '@mantine/core';
import { translateMessage } from '@storyloom/domain';
import { IconBrandGoogle } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { usePublicConfig } from '../../api/public-config';
import { currentLanguage } from '../../i18n';
import { useTranslation } from '../../i18n/react';

/**
 * "Continue with Google", shown only when the server has a Google client id (GET
 * /api/Config/Public). Google's script is loaded only when the button is pressed, so no
 * child's visit reaches Google unless they choose it. When the script cannot load (an ad
 * blocker, a school filter, no connection) the SPEC §8 text says so. The ID token Google hands
 * back goes to GoogleSignUp, which verifies it on the server.
 */
export const googleScriptUrl = 'https://accounts.google.com/gsi/client';
const loadTimeoutMs = 10_000;

interface GoogleCredentialResponse {
  credential?: string;
}

interface GoogleIdentityServices {
  initialize(options: {
    client_id: string;
    callback: (response: GoogleCredentialResponse) => void;
    ux_mode?: 'popup' | 'redirect';
    use_fedcm_for_prompt?: boolean;
  }): void;
  prompt(): void;
}

function identityServices(): GoogleIdentityServices | null {
  const google = (window as unknown as { google?: { accounts?: { id?: GoogleIdentityServices } } })
    .google;
  return google?.accounts?.id ?? null;
}

let loading: Promise<GoogleIdentityServices> | null = null;

/** Loads Google's script once; a failure can be tried again. */
export function loadGoogleScript(src = googleScriptUrl): Promise<GoogleIdentityServices> {
  const ready = identityServices();
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<GoogleIdentityServices>((resolve, reject) => {
    const script = document.createElement('script');
    const timer = window.setTimeout(() => fail(new Error('timeout')), loadTimeoutMs);
    function fail(error: Error) {
      window.clearTimeout(timer);
      script.remove();
      loading = null;
      reject(error);
    }
    script.src = src;
    script.async = true;
    script.onload = () => {
      window.clearTimeout(timer);
      const services = identityServices();
      if (services) resolve(services);
      else fail(new Error('no google.accounts.id'));
    };
    script.onerror = () => fail(new Error('blocked'));
    document.head.appendChild(script);
  });
  return loading;
}

/**
 * The Google client id this server is set up with (GOOGLE_CLIENT_ID), read at run time so one
 * build serves every deployment; null while loading, when Google sign-in is off, or when the
 * call fails.
 */
export function useGoogleClientId(): string | null {
  const data = usePublicConfig();
  const id = data?.GoogleClientId;
  return typeof id === 'string' && id ? id : null;
}

/**
 * "Or" and the Google button, shown only when this server has Google sign-in; otherwise
 * nothing at all.
 */
export function GoogleSignInChoice(props: {
  label: string;
  onCredential: (credential: string) => void | Promise<void>;
  disabled?: boolean;
  /** Shown above the button (an "or" line), only when the button is. */
  divider?: ReactNode;
}) {
  const clientId = useGoogleClientId();
  if (!clientId) return null;
  const { divider, ...button } = props;
  return (
    <>
      {divider}
      <GoogleButton {...button} clientId={clientId} />
    </>
  );
}

export function GoogleButton({
  label,
  onCredential,
  disabled,
  clientId,
}: {
  label: string;
  onCredential: (credential: string) => void | Promise<void>;
  disabled?: boolean | undefined;
  clientId: string;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'loading' | 'blocked'>('idle');

  async function start() {
    setState('loading');
    let services: GoogleIdentityServices;
    try {
      services = await loadGoogleScript();
    } catch {
      setState('blocked');
      return;
    }
    services.initialize({
      client_id: clientId,
      ux_mode: 'popup',
      callback: (response) => {
        if (response.credential) void onCredential(response.credential);
      },
    });
    services.prompt();
    setState('idle');
  }

  return (
    <Stack gap="xs">
      <Button
        variant="default"
        size="md"
        radius="xl"
        fullWidth
        leftSection={<IconBrandGoogle size={20} aria-hidden="true" />}
        loading={state === 'loading'}
        disabled={disabled}
        onClick={() => void start()}
        data-testid="google-button"
      >
        {label}
      </Button>
      {state === 'blocked' ? (
        <Alert color="sun" variant="light" radius="md" role="alert" data-testid="google-blocked">
          <Text fw={700} c="ink.9">
            {translateMessage('adBlockGoogle', currentLanguage())}
          </Text>
          <Text size="sm" c="ink.9">
            {t('account.google.blockedHint')}
          </Text>
        </Alert>
      ) : null}
    </Stack>
  );
}
