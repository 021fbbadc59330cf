import type { InterfaceLanguage } from './languages';

/**
 * The SPEC §8 texts the web app's shell itself may show before any screen has loaded (a failed
 * call, an unknown page, an ended session, a refused request), in the three languages. `Message`
 * and the zh/es tables in messages.ts take these four from here, so the home page's JavaScript
 * carries four texts instead of every SPEC text in three languages (issue 23's budget).
 */
export const shellMessages = {
  en: {
    serverError: 'server error',
    pageNotFound: 'This page does not exist, or you do not have permission to view it！',
    sessionExpired: 'Your login has expired, please login again',
    csrfRefused: 'This request could not be verified. Please reload the page and try again.',
  },
  zh: {
    serverError: '服务器错误',
    pageNotFound: '此页面不存在，或你没有查看它的权限！',
    sessionExpired: '你的登录已过期，请重新登录',
    csrfRefused: '无法验证此请求。请刷新页面后重试。',
  },
  es: {
    serverError: 'error del servidor',
    pageNotFound: 'Esta página no existe o no tienes permiso para verla.',
    sessionExpired: 'Tu sesión ha caducado, vuelve a iniciar sesión',
    csrfRefused: 'No se pudo verificar esta solicitud. Recarga la página e inténtalo de nuevo.',
  },
} as const satisfies Record<InterfaceLanguage, Record<string, string>>;

export type ShellMessageKey = keyof (typeof shellMessages)['en'];

/** One of the shell's texts in the reader's language. */
export function translateShellMessage(key: ShellMessageKey, language: InterfaceLanguage): string {
  return shellMessages[language][key];
}
