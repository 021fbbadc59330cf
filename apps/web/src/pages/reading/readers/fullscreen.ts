/**
 * Dialogs and drawers open in a portal on <body>, which is not shown while the reader is in full
 * screen: then they open inside the full-screen element instead.
 */
export function fullscreenPortal(): { target?: HTMLElement } {
  const element = typeof document === 'undefined' ? null : document.fullscreenElement;
  return typeof HTMLElement !== 'undefined' && element instanceof HTMLElement
    ? { target: element }
    : {};
}
