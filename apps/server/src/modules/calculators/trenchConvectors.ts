import {
  type Catalogues,
  calculateKrn41,
  calculateKrn92,
  sampleCatalogues,
  sizeKeyOf,
  sizeKrn41,
  trenchSizes,
} from '@portal/calc';
import {
  type Krn41Input,
  type Krn41Result,
  type Krn41Size,
  type Krn41SizeInput,
  type Krn92Input,
  type Krn92Result,
  krn41Input,
  krn92Input,
} from '@portal/contracts';
import { z } from 'zod';
import { HttpProblem } from '../../http/problem';
import { engine } from './service';

/** One catalogue size of a trench convector as a form offers it. */
const groesse = z.object({
  sizeKey: z.string(),
  bauhoehe: z.number(),
  bautiefe: z.number(),
  minLaenge: z.number(),
  maxLaenge: z.number(),
});

export const krn41Template = z.object({
  input: krn41Input,
  katalog: z.object({ groessen: z.array(groesse), beispieldaten: z.literal(true) }),
});
export const krn92Template = z.object({
  input: krn92Input,
  katalog: z.object({
    groessen: z.array(
      groesse.extend({
        /** primary air per metre of register the size takes, m³/(h·m) */
        primaerluftMin: z.number(),
        primaerluftMax: z.number(),
      }),
    ),
    beispieldaten: z.literal(true),
  }),
});

/**
 * The trench convectors behind the API (spec §7): KRN41 size and output, KRN92 output from the
 * query string, and templates from the catalogue in use. Engine input errors become 400 naming
 * the field where it arrived (body.… or querystring.…).
 */
export class TrenchConvectorService {
  constructor(private readonly catalogues: Catalogues = sampleCatalogues()) {}

  krn41Size(input: Krn41SizeInput): Krn41Size {
    return engine(() => sizeKrn41(input, this.catalogues), 'body');
  }

  krn41(input: Krn41Input): Krn41Result {
    return engine(() => calculateKrn41(input, this.catalogues), 'body');
  }

  krn92(input: Krn92Input): Krn92Result {
    return engine(() => calculateKrn92(input, this.catalogues), 'querystring');
  }

  /** A KRN41 of the first size, 2 m long, at 70/55/20 °C, with every size of the catalogue. */
  krn41Template() {
    const sizes = this.sizes('KRN41');
    const first = sizes[0]!;
    return {
      input: krn41Input.parse({
        bauhoehe: first.bauhoehe,
        bautiefe: first.bautiefe,
        baulaenge: Math.min(Math.max(2000, first.minLaenge), first.maxLaenge),
        sizeKey: first.sizeKey,
        vorlaufTemp: 70,
        ruecklaufTemp: 55,
      }),
      katalog: { groessen: sizes, beispieldaten: true as const },
    };
  }

  /** A KRN92 of the first size, 3 m long, at 55/45/20 °C with primary air 18 °C inside the size's range. */
  krn92Template() {
    const rows = trenchSizes(this.catalogues, 'KRN92');
    const first = rows[0];
    if (!first) throw new HttpProblem(500, 'internal_error', 'the trench convector catalogue has no KRN92 size');
    const baulaenge = Math.min(Math.max(3000, first.baulaengeMin), first.baulaengeMax);
    const registerMetres = (baulaenge - 2 * first.stirnwand - 2 * first.registerabstand) / 1000;
    return {
      input: krn92Input.parse({
        Bauhoehe: first.bauhoehe,
        Bautiefe: first.bautiefe,
        Baulaenge: baulaenge,
        VorlaufTemp: 55,
        RuecklaufTemp: 45,
        RaumTemp: 20,
        PrimaerluftTemp: 18,
        // the middle of the size's range per metre, rounded to whole m³/h
        PrimaerluftVolumenstrom: Math.round(((first.primaerluftMin + first.primaerluftMax) / 2) * registerMetres),
      }),
      katalog: {
        groessen: rows.map((r) => ({
          ...choice(r),
          primaerluftMin: r.primaerluftMin,
          primaerluftMax: r.primaerluftMax,
        })),
        beispieldaten: true as const,
      },
    };
  }

  private sizes(modell: 'KRN41' | 'KRN92') {
    const sizes = trenchSizes(this.catalogues, modell).map(choice);
    if (sizes.length === 0)
      throw new HttpProblem(500, 'internal_error', `the trench convector catalogue has no ${modell} size`);
    return sizes;
  }
}

function choice(r: ReturnType<typeof trenchSizes>[number]) {
  return {
    sizeKey: sizeKeyOf(r),
    bauhoehe: r.bauhoehe,
    bautiefe: r.bautiefe,
    minLaenge: r.baulaengeMin,
    maxLaenge: r.baulaengeMax,
  };
}
