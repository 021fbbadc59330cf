import { Translator } from './translator';

/** The app's text lookup (decision 083): one instance, started by `setupI18n` (index.ts). */
export const i18n = new Translator('en');
