import { NavigationProgress } from '@mantine/nprogress';

/** The top progress bar (SPEC §9). A visual cue only: screen readers hear the new page itself. */
export function NavigationProgressBar() {
  return (
    <NavigationProgress
      color="ember.6"
      size={4}
      stepInterval={200}
      withinPortal={false}
      aria-hidden="true"
    />
  );
}
