import { type ComponentType, lazy } from 'react';

/**
 * A lazily loaded part that a server-rendered page can load before it hydrates (decision 074).
 * `React.lazy` alone suspends on its first render even when its chunk is there, so a part drawn
 * by the server stays dehydrated for a moment; an update in that moment (the session arriving)
 * makes React drop the drawn part and show its fallback, then draw it again: a layout shift.
 * Once `preload` has resolved, the part renders at once; before, it is `React.lazy`'s.
 */
export function hydratableLazy(
  load: () => Promise<ComponentType>,
): ComponentType & { preload: () => Promise<unknown> } {
  let loaded: ComponentType | undefined;
  let pending: Promise<ComponentType> | undefined;
  const preload = () => {
    pending ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  // biome-ignore lint/correctness/noComponentHookFactories: called once per part, at module level (like React.lazy)
  function Part() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return Object.assign(Part, { preload });
}
