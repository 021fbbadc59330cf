/** Translation bundles cut from the language files at build time (see i18n-split.ts). */
declare module 'virtual:i18n/*' {
  import type { Texts } from './translator';

  const bundle: Texts;
  export default bundle;
}
