import { type ComponentType, useEffect, useState } from 'react';

/**
 * The top progress bar, loaded once the app has started (issue 23): its component (Mantine's
 * Progress and Portal) is not part of the first load. It draws nothing until then, on the server
 * as in the browser's first render, so a server-rendered page hydrates without a mismatch. The
 * bar's store (`nprogress`, in routes/navigation-progress.ts) is in the first load: a navigation
 * started before the bar is mounted is shown from where it is.
 */
export function LazyNavigationProgress() {
  const [Bar, setBar] = useState<ComponentType | null>(null);
  useEffect(() => {
    let mounted = true;
    void import('./NavigationProgressBar').then(({ NavigationProgressBar }) => {
      if (mounted) setBar(() => NavigationProgressBar);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return Bar ? <Bar /> : null;
}
