import { type InterfaceLanguage, isInterfaceLanguage } from '@storyloom/domain';
import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/** The element holding a server-rendered page's data (decision 071). */
export const ssrDataElementId = 'sl-ssr-data';

/** What the server render leaves for the browser: the language it drew and its loaders' data. */
export interface SsrPayload {
  language: InterfaceLanguage;
  loaderData: HydrationState['loaderData'];
  /** The queries the page was drawn from (ssr-queries.ts), dehydrated; absent when none. */
  queries?: DehydratedState;
}

/** The server render's data when this page was server-rendered, else null (the plain shell). */
export function readSsrPayload(): SsrPayload | null {
  const element = document.getElementById(ssrDataElementId);
  if (!element?.textContent) return null;
  try {
    const parsed = JSON.parse(element.textContent) as Partial<SsrPayload>;
    if (!isInterfaceLanguage(parsed.language) || typeof parsed.loaderData !== 'object') return null;
    const queries =
      parsed.queries && Array.isArray(parsed.queries.queries) ? parsed.queries : undefined;
    return {
      language: parsed.language,
      loaderData: parsed.loaderData ?? {},
      ...(queries ? { queries } : {}),
    };
  } catch {
    return null;
  }
}
