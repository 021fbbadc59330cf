/**
 * Adds a hook to one of a module's extension lists for a while and answers how to take exactly
 * that hook out again. Test files share one module graph (vitest `isolate: false`), so a test
 * must never empty a list: the modules' own registrations (the plans module's `isMember`) are in
 * it for every file that runs after.
 */
export function addHook<T>(list: T[], hook: T): () => void {
  list.push(hook);
  return () => {
    const at = list.lastIndexOf(hook);
    if (at >= 0) list.splice(at, 1);
  };
}
