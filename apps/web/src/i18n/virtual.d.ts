/** Translation bundles cut from the language files at build time (see i18n-split.ts). */
declare module 'virtual:i18n/*' {
  import type { ResourceLanguage } from 'i18next';

  const bundle: ResourceLanguage;
  export default bundle;
}
