import { Button, Group, Menu, Modal, Text, Tooltip } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandX,
  IconFlag,
  IconHeart,
  IconHeartFilled,
  IconLink,
  IconMaximize,
  IconMinimize,
  IconPlayerPause,
  IconPlayerPlay,
  IconPlayerStop,
  IconShare,
} from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RefObject, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { showApiError, showSuccess } from '../../../api/client';
import { type ReadResult, readerApi } from '../../../api/reader';
import type { ReadAloud } from '../../../components/reader/useReadAloud';
import { useHydrated } from '../../../components/useHydrated';
import { useTranslation } from '../../../i18n/react';
import { useSession } from '../../../session/useSession';
import { fullscreenPortal } from './fullscreen';
import { ReportDialog } from './ReportDialog';

/** A visitor's way to sign in (and back here) before favoriting or reporting. */
export function SignInPrompt({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const location = useLocation();
  const back = encodeURIComponent(`${location.pathname}${location.search}`);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('reader.signIn.title')}
      centered
      portalProps={fullscreenPortal()}
    >
      <Text mb="md">{t('reader.signIn.body')}</Text>
      <Group justify="flex-end">
        <Button component={Link} to={`/signup?redirect=${back}`} variant="outline" color="ink.8">
          {t('reader.signIn.signUp')}
        </Button>
        <Button component={Link} to={`/signin?redirect=${back}`}>
          {t('reader.signIn.signIn')}
        </Button>
      </Group>
    </Modal>
  );
}

export function FavoriteButton({
  data,
  onNeedSignIn,
}: {
  data: ReadResult;
  onNeedSignIn: () => void;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const [favorite, setFavorite] = useState(data.Favorite);
  useEffect(() => setFavorite(data.Favorite), [data.Favorite]);
  const change = useMutation({
    mutationFn: (next: boolean) => readerApi.setFavorite(data.Book.StoryBookId, next),
    onSuccess: (result) => {
      setFavorite(result.Favorite);
      void queryClient.invalidateQueries({ queryKey: ['reader', 'book'] });
      showSuccess(result.Favorite ? t('reader.favorite.added') : t('reader.favorite.removed'));
    },
    onError: (error) => showApiError(error),
  });
  return (
    <Button
      variant={favorite ? 'filled' : 'light'}
      color="red"
      aria-pressed={favorite}
      loading={change.isPending}
      data-testid="reader-favorite"
      leftSection={
        favorite ? (
          <IconHeartFilled size={18} aria-hidden="true" />
        ) : (
          <IconHeart size={18} aria-hidden="true" />
        )
      }
      onClick={() => (session.user ? change.mutate(!favorite) : onNeedSignIn())}
    >
      {favorite ? t('reader.favorite.on') : t('reader.favorite.off')}
    </Button>
  );
}

/** SPEC §2: a shared address ends with /facebook, /twitter or /instagram, marking the source. */
export function shareLinks(origin: string, readerPath: string) {
  const base = `${origin}${readerPath}`;
  return {
    copy: base,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(`${base}/facebook`)}`,
    twitter: `https://twitter.com/intent/tweet?url=${encodeURIComponent(`${base}/twitter`)}`,
    instagram: `${base}/instagram`,
  };
}

export function ShareMenu({ readerPath, title }: { readerPath: string; title: string }) {
  const { t } = useTranslation();
  const links = shareLinks(typeof window === 'undefined' ? '' : window.location.origin, readerPath);
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      showSuccess(t('reader.share.copied'));
    } catch {
      window.prompt(t('reader.share.copyPrompt'), text);
    }
  };
  return (
    <Menu position="bottom-end" withinPortal={false}>
      <Menu.Target>
        <Button
          variant="light"
          leftSection={<IconShare size={18} aria-hidden="true" />}
          data-testid="reader-share"
        >
          {t('reader.share.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown aria-label={t('reader.share.label', { title })}>
        <Menu.Item
          leftSection={<IconLink size={16} aria-hidden="true" />}
          onClick={() => void copy(links.copy)}
        >
          {t('reader.share.copy')}
        </Menu.Item>
        <Menu.Item
          component="a"
          href={links.facebook}
          target="_blank"
          rel="noopener noreferrer"
          leftSection={<IconBrandFacebook size={16} aria-hidden="true" />}
        >
          {t('reader.share.facebook')}
        </Menu.Item>
        <Menu.Item
          component="a"
          href={links.twitter}
          target="_blank"
          rel="noopener noreferrer"
          leftSection={<IconBrandX size={16} aria-hidden="true" />}
        >
          {t('reader.share.twitter')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconBrandInstagram size={16} aria-hidden="true" />}
          onClick={() => void copy(links.instagram)}
        >
          {t('reader.share.instagram')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

export function ReportButton({
  data,
  onNeedSignIn,
}: {
  data: ReadResult;
  onNeedSignIn: () => void;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const [opened, setOpened] = useState(false);
  // Writers do not report their own stories (the server refuses it: 100507).
  if (session.user && data.Book.Author !== null && session.user.username === data.Book.Author) {
    return null;
  }
  return (
    <>
      <Button
        variant="subtle"
        color="ink.8"
        leftSection={<IconFlag size={18} aria-hidden="true" />}
        onClick={() => (session.user ? setOpened(true) : onNeedSignIn())}
        data-testid="reader-report"
      >
        {t('reader.report.button')}
      </Button>
      <ReportDialog
        bookId={data.Book.StoryBookId}
        title={data.Book.Title}
        opened={opened}
        onClose={() => setOpened(false)}
      />
    </>
  );
}

/** Full screen for the reader (Fullscreen API); the same button, inside, leaves it. */
export function FullscreenButton({ target }: { target: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation();
  const [full, setFull] = useState(false);
  useEffect(() => {
    const update = () =>
      setFull(document.fullscreenElement !== null && document.fullscreenElement !== undefined);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);
  // As with read-aloud: the server's page (and the hydrating one) shows the button most browsers
  // get, so the toolbar does not wrap anew when the page hydrates (it pushed the book down 46 px
  // at phone width, a layout shift of 0.15); a browser without the API drops it afterwards.
  const hydrated = useHydrated();
  if (hydrated && !document.fullscreenEnabled) return null;
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void target.current?.requestFullscreen?.();
  };
  return (
    <Button
      variant={full ? 'filled' : 'light'}
      color={full ? 'ink.8' : undefined}
      onClick={toggle}
      leftSection={
        full ? (
          <IconMinimize size={18} aria-hidden="true" />
        ) : (
          <IconMaximize size={18} aria-hidden="true" />
        )
      }
      data-testid="reader-fullscreen"
    >
      {full ? t('reader.fullscreen.exit') : t('reader.fullscreen.enter')}
    </Button>
  );
}

export function ReadAloudButtons({ reader }: { reader: ReadAloud }) {
  const { t } = useTranslation();
  // The server cannot know: its page (and the hydrating one) shows the buttons most browsers get.
  const hydrated = useHydrated();
  if (hydrated && !reader.supported) {
    return (
      <Tooltip
        label={t('reader.aloud.unsupported')}
        events={{ hover: true, focus: true, touch: true }}
      >
        <Button
          variant="light"
          data-disabled
          aria-disabled="true"
          onClick={(event) => event.preventDefault()}
          leftSection={<IconPlayerPlay size={18} aria-hidden="true" />}
          data-testid="reader-aloud-unsupported"
        >
          {t('reader.aloud.play')}
        </Button>
      </Tooltip>
    );
  }
  const playing = reader.state === 'playing';
  return (
    <Group gap={4}>
      <Button
        variant={reader.state === 'idle' ? 'light' : 'filled'}
        onClick={reader.toggle}
        disabled={reader.sentences.length === 0}
        aria-pressed={reader.state !== 'idle'}
        leftSection={
          playing ? (
            <IconPlayerPause size={18} aria-hidden="true" />
          ) : (
            <IconPlayerPlay size={18} aria-hidden="true" />
          )
        }
        data-testid="reader-aloud"
      >
        {playing
          ? t('reader.aloud.pause')
          : reader.state === 'paused'
            ? t('reader.aloud.resume')
            : t('reader.aloud.play')}
      </Button>
      {reader.state !== 'idle' ? (
        <Button
          variant="subtle"
          color="ink.8"
          onClick={reader.stop}
          aria-label={t('reader.aloud.stop')}
        >
          <IconPlayerStop size={18} aria-hidden="true" />
        </Button>
      ) : null}
    </Group>
  );
}
