import {
  buildingCalcInput,
  grilleLoadInput,
  LOCALES,
  radiatorCalcInput,
  radiatorExchangeInput,
} from '@portal/contracts';
import { z } from 'zod';

/** HTTP shapes of the calculator routes that the contracts do not hold: templates and export forms. */

const radiatorChoices = z.object({
  heizkoerper: z.array(
    z.object({
      heizkoerpertyp: z.string(),
      ausfuehrung: z.string(),
      bauhoehen: z.array(z.number()),
      baulaengen: z.array(z.number()),
    }),
  ),
  luefterstufen: z.array(
    z.object({ heizkoerpertyp: z.string(), ausfuehrung: z.string(), stufen: z.array(z.number()) }),
  ),
  ventile: z.array(z.object({ ventil: z.string(), stufen: z.array(z.string()) })),
  beispieldaten: z.literal(true),
});

export const xflairTemplate = z.object({ input: radiatorCalcInput, katalog: radiatorChoices });
export const xflairTauschTemplate = z.object({ input: radiatorExchangeInput, katalog: radiatorChoices });
export const buildingCalcTemplate = z.object({
  input: buildingCalcInput,
  katalog: z.object({
    standorte: z.array(z.object({ standort: z.string(), normAussenTemp: z.number() })),
    bauteilarten: z.array(z.string()),
    systempakete: z.array(z.object({ paket: z.string(), heizleistung: z.number() })),
    beispieldaten: z.literal(true),
  }),
});
export const convectorLoadCalcTemplate = z.object({
  input: grilleLoadInput,
  katalog: z.object({
    profile: z.array(z.object({ typAbdeckung: z.string(), bezeichnung: z.string() })),
    materialien: z.array(z.object({ material: z.string(), bezeichnung: z.string() })),
    beispieldaten: z.literal(true),
  }),
});

export const language = z.enum(LOCALES);
export const languageQuery = z.object({ language: language.optional() });

/** Largest JSON text a form field may carry (a building with many rooms stays far below). */
export const MAX_DATA_LENGTH = 512 * 1024;

/**
 * The export form: the calculator's JSON input in its named field (text in multipart, text or an
 * object in a JSON body), the document language and an optional project name for title and file name.
 */
export function exportForm(field: string) {
  return z.object({
    [field]: z.union([z.string().min(1).max(MAX_DATA_LENGTH), z.record(z.string(), z.unknown())]),
    language: language.optional(),
    projekt: z.string().max(200).optional(),
  });
}
