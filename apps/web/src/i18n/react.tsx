import {
  cloneElement,
  createContext,
  isValidElement,
  type ReactElement,
  type ReactNode,
  useContext,
  useSyncExternalStore,
} from 'react';
import { i18n as appTranslator } from './instance';
import type { TFunction, TOptions, Translator } from './translator';

export type { TFunction, TOptions } from './translator';
export { Translator } from './translator';

/**
 * React's side of the text lookup (decision 083), with react-i18next's call shapes: the screens
 * call `useTranslation()` for `{ t, i18n }` and draw again when the language changes or texts
 * are added. Without a provider they use the app's instance; the server render gives each page
 * its language's instance (entry-server.tsx).
 */
const TranslatorContext = createContext<Translator | null>(null);

export function I18nProvider({ i18n, children }: { i18n: Translator; children: ReactNode }) {
  return <TranslatorContext.Provider value={i18n}>{children}</TranslatorContext.Provider>;
}

export function useTranslation(): { t: TFunction; i18n: Translator } {
  const i18n = useContext(TranslatorContext) ?? appTranslator;
  useSyncExternalStore(i18n.subscribe, i18n.getRevision, i18n.getRevision);
  return { t: i18n.t, i18n };
}

const tag = /<(\w+)>([\s\S]*?)<\/\1>|<(\w+)\s*\/>/g;

/**
 * A text with named elements in it: `<terms>Terms of Service</terms>` draws `components.terms`
 * with the text inside as its children (`<br/>` style empty tags draw the element as given).
 * A tag without a component stays as written. Tags do not nest.
 */
export function Trans({
  i18nKey,
  components,
  values,
}: {
  i18nKey: string;
  components: Record<string, ReactElement>;
  values?: TOptions;
}) {
  const { t } = useTranslation();
  const text = t(i18nKey, values);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(tag)) {
    const name = match[1] ?? match[3] ?? '';
    const element = components[name];
    if (!isValidElement(element)) continue;
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push(
      match[1] === undefined
        ? cloneElement(element, { key: parts.length })
        : cloneElement(element, { key: parts.length }, match[2]),
    );
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}
