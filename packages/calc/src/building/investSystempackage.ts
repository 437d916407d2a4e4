import { type Catalogues, sampleCatalogues } from '../catalogues';
import { type InvestSystempackageInput, type InvestSystempackageResult, investSystempackageInput } from '../contracts';
import { CalcInputError, parseInput } from '../input';

/**
 * Investment for the system package: the smallest package whose heating output covers the
 * building heat load, plus radiators and installation, less the subsidy.
 */
export function calcInvestSystempackage(
  input: InvestSystempackageInput,
  catalogues: Catalogues = sampleCatalogues(),
): InvestSystempackageResult {
  const p = parseInput(investSystempackageInput, input);
  const paket = [...catalogues.systemPackages]
    .sort((a, b) => a.heizleistung - b.heizleistung)
    .find((s) => s.heizleistung >= p.heizlast);
  if (!paket) {
    throw new CalcInputError([{ field: 'heizlast', message: `no system package covers ${Math.round(p.heizlast)} W` }]);
  }
  const positionen = [
    { bezeichnung: paket.paket, menge: 1, einzelpreis: paket.preis, summe: paket.preis },
    {
      bezeichnung: 'Heizkörper',
      menge: p.anzahlHeizkoerper,
      einzelpreis: p.preisHeizkoerper,
      summe: p.anzahlHeizkoerper * p.preisHeizkoerper,
    },
    { bezeichnung: 'Montage und Inbetriebnahme', menge: 1, einzelpreis: p.montage, summe: p.montage },
  ];
  const investition = positionen.reduce((s, x) => s + x.summe, 0);
  const foerderung = investition * p.foerderquote;
  return {
    paket: paket.paket,
    paketLeistung: paket.heizleistung,
    positionen,
    investition,
    foerderung,
    investitionNachFoerderung: investition - foerderung,
  };
}
