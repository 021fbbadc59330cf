import type { ClassPermissions } from '@storyloom/domain';

/**
 * The current class (SPEC §4), as pure rules. The session store applies them and keeps the
 * chosen class id in the `sl_class` cookie.
 */
export const CLASS_COOKIE = 'sl_class';

/** What the session keeps of each class in GetClassList's result (SPEC §3 Class). */
export interface SessionClass extends ClassPermissions {
  OpenId: string;
  Name?: string;
  Passcode?: string;
  EndTime?: string;
  Joined?: number;
}

export function isSessionClass(value: unknown): value is SessionClass {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { OpenId?: unknown }).OpenId === 'string'
  );
}

/** GetClassList's result as a list of classes; anything else is an empty list. */
export function toClassList(result: unknown): SessionClass[] {
  return Array.isArray(result) ? result.filter(isSessionClass) : [];
}

/**
 * After the class list loads: the class saved in the cookie, else the previously current one,
 * else the first. An empty list clears the current class.
 */
export function chooseCurrentClass<C extends { OpenId: string }>(
  classes: readonly C[],
  savedId: string | null | undefined,
  previousId: string | null | undefined,
): C | null {
  if (classes.length === 0) return null;
  const byId = (id: string | null | undefined) =>
    id ? classes.find((c) => c.OpenId === id) : undefined;
  return byId(savedId) ?? byId(previousId) ?? classes[0] ?? null;
}

/**
 * Selecting a class by id: the class with that id, else the first. `cookie` is the id to save
 * in the cookie, or null to clear it (no classes).
 */
export function selectClassById<C extends { OpenId: string }>(
  classes: readonly C[],
  id: string,
): { current: C | null; cookie: string | null } {
  const current = classes.find((c) => c.OpenId === id) ?? classes[0] ?? null;
  return { current, cookie: current ? current.OpenId : null };
}
