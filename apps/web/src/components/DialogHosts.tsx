import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { sessionExpiry } from '../api/session-expiry';
import { dialogQueue } from './alert-dialog';

const Notifications = lazy(() =>
  import('@mantine/notifications/container').then((module) => ({
    default: module.Notifications,
  })),
);
const AlertDialog = lazy(() => import('./AlertDialog'));
const SessionExpiredDialog = lazy(() =>
  import('./SessionExpiredDialog').then((module) => ({ default: module.SessionExpiredDialog })),
);

/** Mounts the alert dialog once the first alert is asked for, then keeps it for its transitions. */
export function AlertDialogHost() {
  const request = useSyncExternalStore(dialogQueue.subscribe, dialogQueue.current, () => null);
  const [needed, setNeeded] = useState(false);
  if (request && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <AlertDialog request={request} />
    </Suspense>
  );
}

/** Mounts the one session-expired dialog (SPEC §8) the first time a session expires. */
export function SessionExpiredDialogHost() {
  const open = useSyncExternalStore(sessionExpiry.subscribe, sessionExpiry.isOpen, () => false);
  const [needed, setNeeded] = useState(false);
  if (open && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <SessionExpiredDialog />
    </Suspense>
  );
}

/**
 * The toast container (SPEC §8/§9: top-right, 100 px from the top, clear of the header). Its
 * code loads with the first toast; the toast waits in the store meanwhile.
 */
export function ToastHost() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      {/* Every position's container gets this style: without `bottom: auto` the (always empty)
          bottom containers would stretch from 100 px to the bottom and swallow clicks. */}
      <Notifications
        position="top-right"
        styles={{ root: { top: 100, bottom: 'auto' } }}
        zIndex={1000}
      />
    </Suspense>
  );
}
