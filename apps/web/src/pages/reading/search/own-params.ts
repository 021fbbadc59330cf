import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The query of this screen's own address. A kept-alive screen (KeepAliveOutlet) hidden inside
 * `<Activity>` still re-renders when the address changes, and `useSearchParams` would then give
 * it the query of the screen being shown. Effects do not run in a hidden tree, so the query is
 * taken over only while the screen is shown; a screen shown again takes its own address's.
 */
export function useOwnSearchParams(): URLSearchParams {
  const [current] = useSearchParams();
  const [own, setOwn] = useState(current);
  const text = current.toString();
  useEffect(() => {
    setOwn(new URLSearchParams(text));
  }, [text]);
  return own;
}
