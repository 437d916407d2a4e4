import type { Locale } from '@portal/contracts';

/** The configuration response's texts (reasons, conflicts, price notes) in the five portal languages. */
export interface ConfigTexts {
  onlyWith(characteristic: string, values: string): string;
  allowedRange(min: string, max: string, unit: string): string;
  notAllowed(characteristic: string, value: string, reason: string): string;
  missing(characteristic: string): string;
  customerPrice(number: string, name: string, percent: string): string;
  listPrice: string;
}

export const CONFIG_TEXTS: Record<Locale, ConfigTexts> = {
  de: {
    onlyWith: (c, v) => `Nur mit ${c}: ${v}`,
    allowedRange: (min, max, unit) => `Erlaubt von ${min} bis ${max} ${unit}`.trim(),
    notAllowed: (c, v, r) => `${c} ${v} ist so nicht möglich. ${r}.`,
    missing: (c) => `${c}: noch kein Wert gewählt`,
    customerPrice: (n, name, p) => `Preis für Kunde ${n} ${name} (${p} % Rabatt)`,
    listPrice: 'Listenpreis ohne Kundenrabatt',
  },
  en: {
    onlyWith: (c, v) => `Only with ${c}: ${v}`,
    allowedRange: (min, max, unit) => `Allowed from ${min} to ${max} ${unit}`.trim(),
    notAllowed: (c, v, r) => `${c} ${v} is not possible with these choices. ${r}.`,
    missing: (c) => `${c}: no value chosen yet`,
    customerPrice: (n, name, p) => `Price for customer ${n} ${name} (${p} % discount)`,
    listPrice: 'List price without customer discount',
  },
  cs: {
    onlyWith: (c, v) => `Pouze s ${c}: ${v}`,
    allowedRange: (min, max, unit) => `Povoleno od ${min} do ${max} ${unit}`.trim(),
    notAllowed: (c, v, r) => `${c} ${v} není s touto volbou možné. ${r}.`,
    missing: (c) => `${c}: zatím nevybráno`,
    customerPrice: (n, name, p) => `Cena pro zákazníka ${n} ${name} (sleva ${p} %)`,
    listPrice: 'Ceníková cena bez zákaznické slevy',
  },
  fr: {
    onlyWith: (c, v) => `Uniquement avec ${c} : ${v}`,
    allowedRange: (min, max, unit) => `Autorisé de ${min} à ${max} ${unit}`.trim(),
    notAllowed: (c, v, r) => `${c} ${v} n’est pas possible avec ces choix. ${r}.`,
    missing: (c) => `${c} : aucune valeur choisie`,
    customerPrice: (n, name, p) => `Prix pour le client ${n} ${name} (remise de ${p} %)`,
    listPrice: 'Prix catalogue sans remise client',
  },
  it: {
    onlyWith: (c, v) => `Solo con ${c}: ${v}`,
    allowedRange: (min, max, unit) => `Consentito da ${min} a ${max} ${unit}`.trim(),
    notAllowed: (c, v, r) => `${c} ${v} non è possibile con queste scelte. ${r}.`,
    missing: (c) => `${c}: nessun valore scelto`,
    customerPrice: (n, name, p) => `Prezzo per il cliente ${n} ${name} (sconto ${p} %)`,
    listPrice: 'Prezzo di listino senza sconto cliente',
  },
};
