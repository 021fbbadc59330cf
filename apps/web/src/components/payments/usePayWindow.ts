import { type PayStatus, payStatusKey } from '@storyloom/domain';
import { useCallback, useEffect, useState } from 'react';

export type PayState = 'idle' | 'paying' | 'blocked' | 'success' | 'fail' | 'cancel';

/**
 * SPEC §4 card payment: open /redirect-stripe?id={order} in a new window, set the local pay
 * status to checking, and follow the storage change the payment window makes (success, fail or
 * cancel). A blocked pop-up leaves the address for the Continue Payment overlay.
 */
export function usePayWindow(onSuccess: () => void) {
  const [state, setState] = useState<PayState>('idle');
  const [address, setAddress] = useState('');

  useEffect(() => {
    if (state !== 'paying' && state !== 'blocked') return;
    const listen = (event: StorageEvent) => {
      if (event.key !== payStatusKey) return;
      const status = event.newValue as PayStatus | null;
      if (status === 'success') {
        setState('success');
        onSuccess();
      } else if (status === 'fail') setState('fail');
      else if (status === 'cancel') setState('cancel');
    };
    window.addEventListener('storage', listen);
    return () => window.removeEventListener('storage', listen);
  }, [state, onSuccess]);

  const open = useCallback((orderNo: string) => {
    const url = `/redirect-stripe?id=${encodeURIComponent(orderNo)}`;
    localStorage.setItem(payStatusKey, 'checking');
    setAddress(url);
    const opened = window.open(url, '_blank');
    setState(opened ? 'paying' : 'blocked');
  }, []);

  return { state, address, open, reset: () => setState('idle'), setState };
}
