import type { i18n as I18n } from 'i18next';

/** The parts of the check-session iframe element the shell sets. */
export interface SessionFrameElement {
  title: string;
  tabIndex: number;
  setAttribute(name: string, value: string): void;
}

/**
 * The provider's check-session frame is invisible (the library hides it). It is also kept out of
 * the accessibility tree and the tab order, and named in the shell's language: the element's
 * `title` is the name assistive technology gives a frame, before the frame document's own English
 * `<title>`, and the shell's texts follow the route's language, so the name is set again on every
 * change of language. Returns the function that stops following it.
 */
export function describeSessionFrame(element: SessionFrameElement, i18n: Pick<I18n, 't' | 'on' | 'off'>): () => void {
  element.setAttribute('aria-hidden', 'true');
  element.tabIndex = -1;
  const name = () => {
    element.title = i18n.t('shell:sessionCheckFrame');
  };
  name();
  i18n.on('languageChanged', name);
  return () => i18n.off('languageChanged', name);
}
