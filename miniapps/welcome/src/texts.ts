import type { Locale } from '@portal/contracts';

/** The welcome mini-app's own few texts; route titles come from the shell (context.titleOf). */
const TEXTS: Record<Locale, { yourAreas: string; none: string }> = {
  de: { yourAreas: 'Ihre Bereiche', none: 'Für Ihr Konto sind noch keine Bereiche freigeschaltet.' },
  en: { yourAreas: 'Your areas', none: 'No areas have been enabled for your account yet.' },
  cs: { yourAreas: 'Vaše oblasti', none: 'Pro váš účet zatím nejsou zpřístupněny žádné oblasti.' },
  fr: { yourAreas: 'Vos espaces', none: "Aucun espace n'est encore ouvert pour votre compte." },
  it: { yourAreas: 'Le tue aree', none: 'Per il tuo account non sono ancora state abilitate aree.' },
};

export function textsFor(locale: Locale) {
  return TEXTS[locale] ?? TEXTS.de;
}
