import { Button, FileButton, Group, Radio, Stack, Text, Title } from '@mantine/core';
import {
  avatarFormats,
  type BuiltInAvatar,
  builtInAvatars,
  imageMediaType,
} from '@storyloom/domain';
import { IconUpload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { showSuccess } from '../../api/client';
import { formErrorText } from '../../api/form-errors';
import { useTranslation } from '../../i18n/react';
import { sessionStore } from '../../session/store';
import { useSession } from '../../session/useSession';
import classes from './Account.module.css';
import { accountApi } from './api';
import { AccountPage, CardHeading, FormAlert } from './layout';

/** The server's limits for an uploaded avatar (UpdateAvatar). */
export const avatarMaxBytes = 5 * 1024 * 1024;
export const avatarTypes: readonly string[] = avatarFormats.map(imageMediaType);

export const builtInAvatarUrl = (name: string) => `/media/avatars/builtin/${name}.svg`;

type Choice =
  | { kind: 'builtin'; name: BuiltInAvatar }
  | { kind: 'upload'; file: File; url: string };

/** Why a picked file cannot be an avatar (an i18n key), or null. */
export function avatarFileProblem(file: { type: string; size: number }): string | null {
  if (!avatarTypes.includes(file.type)) return 'account.avatar.wrongType';
  if (file.size > avatarMaxBytes) return 'account.avatar.tooBig';
  return null;
}

function currentBuiltIn(avatar: string): BuiltInAvatar | null {
  const match = /\/media\/avatars\/builtin\/([a-z]+)\.svg$/.exec(avatar);
  const name = match?.[1];
  return name && (builtInAvatars as readonly string[]).includes(name)
    ? (name as BuiltInAvatar)
    : null;
}

/**
 * /account-avatar: one of the built-in animal avatars, or an uploaded picture (PNG, JPEG or WebP,
 * up to 5 MB) shown as a preview before saving. The server re-encodes it in three sizes.
 */
export function AvatarPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const [choice, setChoice] = useState<Choice | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const uploadUrl = choice?.kind === 'upload' ? choice.url : null;

  useEffect(
    () => () => {
      if (uploadUrl) URL.revokeObjectURL(uploadUrl);
    },
    [uploadUrl],
  );

  const selected =
    choice?.kind === 'builtin' ? choice.name : choice ? null : currentBuiltIn(user?.avatar ?? '');
  const preview =
    choice?.kind === 'upload'
      ? choice.url
      : choice?.kind === 'builtin'
        ? builtInAvatarUrl(choice.name)
        : user?.largeAvatar || user?.avatar || '';

  function pick(file: File | null) {
    setProblem(null);
    if (!file) return;
    const reason = avatarFileProblem(file);
    if (reason) {
      setProblem(t(reason));
      return;
    }
    setChoice({ kind: 'upload', file, url: URL.createObjectURL(file) });
  }

  async function save() {
    if (!choice) return;
    setProblem(null);
    setSaving(true);
    try {
      if (choice.kind === 'builtin') await accountApi.chooseAvatar(choice.name);
      else await accountApi.uploadAvatar(choice.file, choice.file.name);
      await sessionStore.refresh();
      showSuccess(t('account.avatar.saved'));
      navigate('/account');
    } catch (err) {
      setProblem(formErrorText(err));
    } finally {
      setSaving(false);
    }
  }

  return (
    <AccountPage size="md" testId="avatar-page">
      <CardHeading title={t('account.avatar.title')} lead={t('account.avatar.lead')} />
      <Stack gap="lg">
        <Group gap="lg" align="center">
          {preview ? (
            <img
              src={preview}
              alt={t('account.avatar.previewAlt')}
              className={classes.preview}
              width={128}
              height={128}
              data-testid="avatar-preview"
            />
          ) : null}
          <Stack gap={6}>
            <FileButton onChange={pick} accept={avatarTypes.join(',')}>
              {(props) => (
                <Button
                  {...props}
                  variant="outline"
                  color="ink.8"
                  leftSection={<IconUpload size={18} aria-hidden="true" />}
                >
                  {t('account.avatar.upload')}
                </Button>
              )}
            </FileButton>
            <Text size="sm" c="dimmed">
              {t('account.avatar.uploadHint')}
            </Text>
          </Stack>
        </Group>
        <FormAlert message={problem} />
        <Radio.Group
          value={selected ?? ''}
          onChange={(name) => {
            setProblem(null);
            setChoice({ kind: 'builtin', name: name as BuiltInAvatar });
          }}
          label={
            <Title order={2} size="h3">
              {t('account.avatar.builtIn')}
            </Title>
          }
        >
          <div className={classes.avatarGrid} style={{ marginTop: 12 }}>
            {builtInAvatars.map((name) => (
              <Radio.Card
                key={name}
                value={name}
                className={classes.avatarChoice}
                aria-checked={selected === name}
                aria-label={t(`account.avatar.animals.${name}`)}
              >
                <img
                  src={builtInAvatarUrl(name)}
                  alt=""
                  className={classes.avatarImage}
                  width={64}
                  height={64}
                  loading="lazy"
                />
                <span aria-hidden="true">{t(`account.avatar.animals.${name}`)}</span>
              </Radio.Card>
            ))}
          </div>
        </Radio.Group>
        <Group>
          <Button size="md" onClick={save} loading={saving} disabled={!choice}>
            {t('account.avatar.save')}
          </Button>
          <Button size="md" variant="subtle" color="ink.8" onClick={() => navigate('/account')}>
            {t('dialog.cancel')}
          </Button>
        </Group>
      </Stack>
    </AccountPage>
  );
}
