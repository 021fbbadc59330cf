/**
 * SPEC §4/§8: an expired session shows one dialog; a second expiry while it is open shows
 * nothing new. This is the dialog's open state (read by <SessionExpiredDialog />) plus the
 * handlers registered with `onSessionExpired`, called once per expiry.
 */
type Listener = () => void;

const handlers = new Set<Listener>();
const listeners = new Set<Listener>();
let open = false;

function emit(): void {
  for (const listener of listeners) listener();
}

/** Registers a handler called when a session expiry is first noticed; returns its removal. */
export function onSessionExpired(handler: () => void): () => void {
  handlers.add(handler);
  return () => {
    handlers.delete(handler);
  };
}

/** Opens the expiry dialog unless it is already open. True when this call opened it. */
export function notifySessionExpired(): boolean {
  if (open) return false;
  open = true;
  emit();
  for (const handler of [...handlers]) {
    try {
      handler();
    } catch (err) {
      console.error('session-expired handler failed', err);
    }
  }
  return true;
}

/** Closes the dialog (after its OK logged the user out); a later expiry opens it again. */
export function dismissSessionExpired(): void {
  if (!open) return;
  open = false;
  emit();
}

export const sessionExpiry = {
  isOpen: (): boolean => open,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
