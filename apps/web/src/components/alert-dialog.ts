/**
 * Alert and confirm dialogs (SPEC §8 "alert dialogs"), callable from anywhere:
 *
 *   await showAlert({ title, message });
 *   if (await showConfirm({ message, confirmLabel })) { ... }
 *
 * Requests queue up and show one at a time in <AlertDialogHost />, which loads the dialog code
 * only when the first one is asked for.
 */
export interface AlertOptions {
  title?: string;
  message: string;
  /** Text of the OK button; "OK" in the reader's language by default. */
  confirmLabel?: string;
  /** Red confirm button for destructive actions. */
  danger?: boolean;
}

export interface ConfirmOptions extends AlertOptions {
  cancelLabel?: string;
}

export interface DialogRequest extends ConfirmOptions {
  id: number;
  kind: 'alert' | 'confirm';
  settle: (confirmed: boolean) => void;
}

let queue: DialogRequest[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of [...listeners]) listener();
}

function enqueue(kind: DialogRequest['kind'], options: ConfirmOptions): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const id = nextId++;
    const settle = (confirmed: boolean) => {
      queue = queue.filter((request) => request.id !== id);
      emit();
      resolve(confirmed);
    };
    queue = [...queue, { ...options, id, kind, settle }];
    emit();
  });
}

export function showAlert(options: AlertOptions): Promise<void> {
  return enqueue('alert', options).then(() => undefined);
}

export function showConfirm(options: ConfirmOptions): Promise<boolean> {
  return enqueue('confirm', options);
}

export const dialogQueue = {
  current: (): DialogRequest | null => queue[0] ?? null,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
