import {
  CalcInputError,
  type Catalogues,
  calcInvestFbhHydraulics,
  calcInvestKwl,
  calcInvestSystempackage,
  calculateBuildingHeatLoad,
  calculateGrilleLoad,
  calculateHpc,
  calculateKcModel,
  calculateRadiator,
  calculateVariants,
  designCover,
  exchangeRadiator,
  kcModelSize,
  planHeatPump,
  sampleCatalogues,
} from '@portal/calc';
import {
  type BuildingCalcInput,
  type BuildingCalcResult,
  buildingCalcInput,
  type CalcProjectPosition,
  type CoverDesignInput,
  type CoverDesignResult,
  coverDesignInput,
  DEFAULT_LOCALE,
  type GrilleLoadInput,
  type GrilleLoadResult,
  grilleLoadInput,
  type HeatPumpPlanningInput,
  type HeatPumpPlanningResult,
  type HpcInput,
  type HpcResult,
  heatPumpPlanningInput,
  hpcInput,
  type InvestFbhInput,
  type InvestFbhResult,
  type InvestKwlInput,
  type InvestKwlResult,
  type InvestSystempackageInput,
  type InvestSystempackageResult,
  type KcModelInput,
  type KcModelResult,
  type KcModelSizeResult,
  kcModelInput,
  type Locale,
  type RadiatorCalcInput,
  type RadiatorCalcResult,
  type RadiatorExchangeInput,
  type RadiatorExchangeResult,
  radiatorCalcInput,
  radiatorExchangeInput,
  type VariantInput,
  type VariantResult,
} from '@portal/contracts';
import { z } from 'zod';
import { CONTENT_TYPES } from '../../http/download';
import { HttpProblem } from '../../http/problem';
import { buildingCalcReport } from './documents/buildingCalc';
import { type DocumentContext, fileName } from './documents/context';
import { convectorLoadCalcReport } from './documents/convectorLoadCalc';
import { crossDesignerReport } from './documents/crossDesigner';
import { hpcReport, kcModelReport } from './documents/fanConvector';
import { heatPumpReport } from './documents/heatPump';
import { trenchConvectorReport } from './documents/trenchConvectorReport';
import { xflairReport } from './documents/xflair';
import { xflairTauschReport } from './documents/xflairTausch';
import { hpcTemplateOf, kcModelTemplateOf } from './fanConvectors';
import { GAEB_CONTENT_TYPE, renderGaebX81 } from './gaeb/gaebX81';
import { textsFor } from './i18n';
import { renderPdf } from './pdf';
import { projectReport, projectTitle } from './projectReport';
import type { Report } from './report';
import { renderXlsx } from './workbook';

/** The calculators with documents, and the form field that carries each one's JSON input (spec §7 pattern). */
export const EXPORT_FIELDS = {
  xflair: 'xflairData',
  xflairTausch: 'xflairTauschData',
  buildingCalc: 'buildingCalcData',
  convectorLoadCalc: 'convectorLoadCalcData',
  krn41: 'krn41Data',
  krn92: 'krn92Data',
  kcModel: 'kcModelData',
  hpc: 'hpcData',
  crossDesigner: 'crossDesignerData',
  heatPump: 'heatPumpData',
} as const;
export type ExportKind = keyof typeof EXPORT_FIELDS;
export type ExportFormat = 'pdf' | 'xlsx' | 'gaeb';

/** Media type and file extension of each export format; GAEB DA XML X81 is the bill of quantities. */
export const EXPORT_TYPES: Record<ExportFormat, { contentType: string; extension: string }> = {
  pdf: { contentType: CONTENT_TYPES.pdf, extension: 'pdf' },
  xlsx: { contentType: CONTENT_TYPES.xlsx, extension: 'xlsx' },
  gaeb: { contentType: GAEB_CONTENT_TYPE, extension: 'X81' },
};

/** The calculators whose documents carry a tender text, and so can be exported as GAEB. */
export const TENDER_KINDS: ReadonlySet<ExportKind> = new Set([
  'xflair',
  'xflairTausch',
  'krn41',
  'krn92',
  'kcModel',
  'hpc',
]);

/** The export form after the route's validation: the data field (JSON text or, sent as JSON, an object), language, project. */
export interface ExportForm {
  readonly data: unknown;
  readonly language: Locale | undefined;
  readonly projekt: string | undefined;
}

export interface ExportFile {
  readonly filename: string;
  readonly contentType: string;
  readonly body: Buffer;
}

/** Investments a building document may add to the heat load; heizlast and normAussenTemp default to its result. */
const buildingInvestments = z
  .object({
    systempaket: z.record(z.string(), z.unknown()).optional(),
    fussbodenheizung: z.record(z.string(), z.unknown()).optional(),
    kwl: z.record(z.string(), z.unknown()).optional(),
  })
  .optional();

/**
 * A document lays out every row as text (CPU time while the request waits); beyond these a
 * building is a project for several documents, not one.
 */
export const MAX_DOCUMENT_ROOMS = 300;
export const MAX_DOCUMENT_ELEMENTS = 3000;

/** A 400 problem naming each offending field under the place it arrived (`body.zielLeistung`). */
export function fieldProblem(issues: ReadonlyArray<{ field: string; message: string }>, prefix: string): HttpProblem {
  const errors = issues.map((i) => ({ path: i.field ? `${prefix}.${i.field}` : prefix, message: i.message }));
  return new HttpProblem(400, 'validation_failed', errors.map((e) => `${e.path}: ${e.message}`).join('; '), {
    errors,
  });
}

/** Runs an engine; its CalcInputError (a field the schema cannot judge, e.g. a type not in the catalogue) becomes a 400. */
export function engine<T>(run: () => T, prefix: string): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof CalcInputError) throw fieldProblem(error.issues, prefix);
    throw error;
  }
}

export function parse<S extends z.ZodType>(schema: S, value: unknown, prefix: string): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw fieldProblem(
    result.error.issues.map((i) => ({ field: i.path.map(String).join('.'), message: i.message })),
    prefix,
  );
}

/**
 * The heating calculators behind the API: the engines of @portal/calc on the catalogues
 * (the sample data unless a manufacturer's are given), templates to start a form from, and
 * the documents (PDF, XLSX) of each result in the user's language.
 */
export class CalculatorService {
  constructor(
    private readonly catalogues: Catalogues = sampleCatalogues(),
    private readonly now: () => Date = () => new Date(),
  ) {}

  radiator(input: RadiatorCalcInput): RadiatorCalcResult {
    return engine(() => calculateRadiator(input, this.catalogues), 'body');
  }

  radiatorExchange(input: RadiatorExchangeInput): RadiatorExchangeResult {
    return engine(() => exchangeRadiator(input, this.catalogues), 'body');
  }

  buildingHeatLoad(input: BuildingCalcInput): BuildingCalcResult {
    return engine(() => calculateBuildingHeatLoad(input, this.catalogues), 'body');
  }

  investSystempackage(input: InvestSystempackageInput, prefix = 'body'): InvestSystempackageResult {
    return engine(() => calcInvestSystempackage(input, this.catalogues), prefix);
  }

  investFbh(input: InvestFbhInput, prefix = 'body'): InvestFbhResult {
    return engine(() => calcInvestFbhHydraulics(input, this.catalogues), prefix);
  }

  investKwl(input: InvestKwlInput, prefix = 'body'): InvestKwlResult {
    return engine(() => calcInvestKwl(input), prefix);
  }

  heatPump(input: HeatPumpPlanningInput): HeatPumpPlanningResult {
    return engine(() => planHeatPump(input), 'body');
  }

  variants(input: VariantInput): VariantResult {
    return engine(() => calculateVariants(input, this.catalogues), 'body');
  }

  grilleLoad(input: GrilleLoadInput): GrilleLoadResult {
    return engine(() => calculateGrilleLoad(input, this.catalogues), 'body');
  }

  coverDesign(input: CoverDesignInput): CoverDesignResult {
    return engine(() => designCover(input, this.catalogues), 'body');
  }

  kcModelSize(input: KcModelInput): KcModelSizeResult {
    return engine(() => kcModelSize(input, this.catalogues), 'body');
  }

  kcModel(input: KcModelInput): KcModelResult {
    return engine(() => calculateKcModel(input, this.catalogues), 'body');
  }

  hpc(input: HpcInput): HpcResult {
    return engine(() => calculateHpc(input, this.catalogues), 'body');
  }

  kcModelTemplate() {
    return kcModelTemplateOf(this.catalogues);
  }

  hpcTemplate() {
    return hpcTemplateOf(this.catalogues);
  }

  /** A radiator calculation to start from, with the choices the catalogue offers. */
  xflairTemplate() {
    const c = this.catalogues;
    const example = exampleRadiator(c);
    return {
      input: radiatorCalcInput.parse({
        heizkoerpertyp: example.heizkoerpertyp,
        ausfuehrung: example.ausfuehrung,
        anzeigeLeistung: true,
        zielLeistung: 1200,
        vorlaufTemp: 55,
        ruecklaufTemp: 45,
        raumTemp: 20,
        ...(c.valveInserts[0] ? { ventil: c.valveInserts[0].ventil } : {}),
      }),
      katalog: radiatorChoices(c),
    };
  }

  /** A radiator exchange to start from: an old compact radiator replaced by a fan-assisted one for a heat pump. */
  xflairTauschTemplate() {
    const c = this.catalogues;
    const neu = exampleRadiator(c);
    const sameType = c.radiators.filter(
      (r) => r.heizkoerpertyp === neu.heizkoerpertyp && r.ausfuehrung !== neu.ausfuehrung,
    );
    const alt =
      sameType.find((r) => r.bauhoehe === 600 && r.baulaenge === 1000) ??
      sameType[0] ??
      c.radiators.find((r) => r !== neu) ??
      neu;
    const neuSized =
      c.radiators.find(
        (r) =>
          r.heizkoerpertyp === neu.heizkoerpertyp &&
          r.ausfuehrung === neu.ausfuehrung &&
          r.bauhoehe === alt.bauhoehe &&
          r.baulaenge === alt.baulaenge,
      ) ?? neu;
    return {
      input: radiatorExchangeInput.parse({
        zielLeistungBekannt: false,
        heizkoerpertypAlt: alt.heizkoerpertyp,
        ausfuehrungAlt: alt.ausfuehrung,
        bhAlt: alt.bauhoehe,
        blAlt: alt.baulaenge,
        vorlaufTempAlt: 70,
        ruecklaufTempAlt: 55,
        raumTempAlt: 20,
        heizkoerpertypNeu: neuSized.heizkoerpertyp,
        ausfuehrungNeu: neuSized.ausfuehrung,
        bhNeu: neuSized.bauhoehe,
        blNeu: neuSized.baulaenge,
        raumTempNeu: 20,
        spreizungNeu: 7,
        ...(c.valveInserts[0] ? { varianteNeu: c.valveInserts[0].ventil } : {}),
      }),
      katalog: radiatorChoices(c),
    };
  }

  /** A renovation to start from (one room with wall and window), with locations and element kinds. */
  buildingCalcTemplate() {
    const c = this.catalogues;
    const standort = c.designTemperatures[0];
    return {
      input: buildingCalcInput.parse({
        modus: 'sanierung',
        ...(standort ? { standort: standort.standort } : { normAussenTemp: -12 }),
        baujahr: 1975,
        raeume: [
          {
            name: 'Wohnen',
            innenTemp: 20,
            flaeche: 25,
            volumen: 62.5,
            bauteile: [
              { bezeichnung: 'Außenwand Süd', bauteilart: 'aussenwand', flaeche: 14 },
              { bezeichnung: 'Fenster Süd', bauteilart: 'fenster', flaeche: 4 },
            ],
          },
        ],
      }),
      katalog: {
        standorte: c.designTemperatures.map((d) => ({ standort: d.standort, normAussenTemp: d.normAussenTemp })),
        bauteilarten: [...new Set(c.uValues.map((u) => u.bauteilart))],
        systempakete: c.systemPackages.map((p) => ({ paket: p.paket, heizleistung: p.heizleistung })),
        beispieldaten: true as const,
      },
    };
  }

  /** A grille to start from, with the profiles and materials of the catalogue. */
  convectorLoadCalcTemplate() {
    const c = this.catalogues;
    return {
      input: grilleLoadInput.parse({
        bautiefe: 300,
        typAbdeckung: c.grilleProfiles[0]?.typAbdeckung ?? '',
        material: c.grilleMaterials[0]?.material ?? '',
        abstandzwischendenstaeben: 6,
      }),
      katalog: {
        profile: c.grilleProfiles.map((p) => ({ typAbdeckung: p.typAbdeckung, bezeichnung: p.bezeichnung })),
        materialien: c.grilleMaterials.map((m) => ({ material: m.material, bezeichnung: m.bezeichnung })),
        beispieldaten: true as const,
      },
    };
  }

  /** The document of one calculation: the input is calculated again here, so the file shows what the engine says. */
  async document(kind: ExportKind, format: ExportFormat, form: ExportForm): Promise<ExportFile> {
    const field = EXPORT_FIELDS[kind];
    const prefix = `body.${field}`;
    const data = readData(form.data, prefix);
    const context: DocumentContext = {
      texts: textsFor(form.language ?? DEFAULT_LOCALE),
      project: form.projekt?.trim() || undefined,
      date: this.now(),
      catalogues: this.catalogues,
    };
    const report = this.report(kind, data, context, prefix);
    const body =
      format === 'pdf'
        ? await renderPdf(report, context.texts)
        : format === 'xlsx'
          ? await renderXlsx(report, context.texts)
          : renderGaebX81(report);
    const { contentType, extension } = EXPORT_TYPES[format];
    return { filename: `${report.filename}.${extension}`, contentType, body };
  }

  /**
   * A planner's project as one document: each position calculated again and written one after the
   * other (projectReport.ts); GAEB puts each position's tender text in a category of its own.
   */
  async projectDocument(
    project: { readonly name: string; readonly positionen: readonly CalcProjectPosition[] },
    format: ExportFormat,
    language: Locale | undefined,
  ): Promise<ExportFile> {
    const texts = textsFor(language ?? DEFAULT_LOCALE);
    const context: DocumentContext = { texts, project: project.name, date: this.now(), catalogues: this.catalogues };
    const positions = project.positionen.map((p, i) => ({
      bezeichnung: p.bezeichnung,
      report: this.report(p.rechner, p.input, context, `body.positionen.${i}.input`),
    }));
    if (positions.length === 0)
      throw fieldProblem([{ field: 'positionen', message: 'the project has no positions' }], 'body');
    const title = projectTitle(texts.locale);
    const report = projectReport(positions, {
      locale: texts.locale,
      name: project.name,
      date: context.date,
      filename: fileName(title, context),
    });
    const body =
      format === 'pdf'
        ? await renderPdf(report, texts)
        : format === 'xlsx'
          ? await renderXlsx(report, texts)
          : renderGaebX81(
              positions.map((p) => ({ ...p.report, title: `${p.bezeichnung} – ${p.report.title}` })),
              undefined,
              title,
            );
    const { contentType, extension } = EXPORT_TYPES[format];
    return { filename: `${report.filename}.${extension}`, contentType, body };
  }

  /** What the document of one calculation says, before it is written as PDF or XLSX. */
  report(kind: ExportKind, data: unknown, context: DocumentContext, prefix: string): Report {
    const c = this.catalogues;
    switch (kind) {
      case 'xflair': {
        const input = parse(radiatorCalcInput, data, prefix);
        return xflairReport(
          input,
          engine(() => calculateRadiator(input, c), prefix),
          context,
        );
      }
      case 'xflairTausch': {
        const input = parse(radiatorExchangeInput, data, prefix);
        return xflairTauschReport(
          input,
          engine(() => exchangeRadiator(input, c), prefix),
          context,
        );
      }
      case 'buildingCalc': {
        const input = parse(buildingCalcInput, data, prefix);
        if (input.raeume.length > MAX_DOCUMENT_ROOMS)
          throw fieldProblem(
            [{ field: 'raeume', message: `a document holds at most ${MAX_DOCUMENT_ROOMS} rooms` }],
            prefix,
          );
        if (input.raeume.reduce((n, r) => n + r.bauteile.length, 0) > MAX_DOCUMENT_ELEMENTS)
          throw fieldProblem(
            [{ field: 'raeume', message: `a document holds at most ${MAX_DOCUMENT_ELEMENTS} building elements` }],
            prefix,
          );
        const heizlast = engine(() => calculateBuildingHeatLoad(input, c), prefix);
        const investments = parse(
          buildingInvestments,
          (data as { investition?: unknown }).investition,
          `${prefix}.investition`,
        );
        const at = (name: string) => `${prefix}.investition.${name}`;
        return buildingCalcReport(
          input,
          {
            heizlast,
            ...(investments?.systempaket && {
              systempaket: this.investSystempackage(
                { heizlast: heizlast.heizlast, ...investments.systempaket } as InvestSystempackageInput,
                at('systempaket'),
              ),
            }),
            ...(investments?.fussbodenheizung && {
              fussbodenheizung: this.investFbh(investments.fussbodenheizung as InvestFbhInput, at('fussbodenheizung')),
            }),
            ...(investments?.kwl && {
              kwl: this.investKwl(
                { normAussenTemp: heizlast.normAussenTemp, ...investments.kwl } as InvestKwlInput,
                at('kwl'),
              ),
            }),
          },
          context,
        );
      }
      case 'convectorLoadCalc': {
        const input = parse(grilleLoadInput, data, prefix);
        return convectorLoadCalcReport(
          input,
          engine(() => calculateGrilleLoad(input, c), prefix),
          context,
        );
      }
      case 'crossDesigner': {
        const input = parse(coverDesignInput, data, prefix);
        return crossDesignerReport(
          input,
          engine(() => designCover(input, c), prefix),
          context,
        );
      }
      case 'heatPump': {
        const input = parse(heatPumpPlanningInput, data, prefix);
        return heatPumpReport(
          input,
          engine(() => planHeatPump(input), prefix),
          context,
        );
      }
      case 'krn41':
      case 'krn92':
        return trenchConvectorReport(kind, data, context, prefix);
      case 'kcModel': {
        // the tender text is written in the document's language
        const input = { ...parse(kcModelInput, data, prefix), sprache: context.texts.locale };
        return kcModelReport(
          input,
          engine(() => calculateKcModel(input, c), prefix),
          context,
        );
      }
      case 'hpc': {
        const input = { ...parse(hpcInput, data, prefix), sprache: context.texts.locale };
        return hpcReport(
          input,
          engine(() => calculateHpc(input, c), prefix),
          context,
        );
      }
    }
  }
}

/** The form field holds JSON text (multipart) or, in a JSON body, the object itself. */
function readData(data: unknown, path: string): Record<string, unknown> {
  let value = data;
  if (typeof data === 'string') {
    try {
      value = JSON.parse(data);
    } catch {
      throw fieldProblem([{ field: '', message: 'is not valid JSON' }], path);
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw fieldProblem([{ field: '', message: 'must be a JSON object' }], path);
  return value as Record<string, unknown>;
}

/** A fan-assisted radiator when the catalogue has one (the calculator's reason to exist), else the first. */
function exampleRadiator(c: Catalogues) {
  const fan = c.fanStages[0];
  const row =
    c.radiators.find((r) => fan && r.heizkoerpertyp === fan.heizkoerpertyp && r.ausfuehrung === fan.ausfuehrung) ??
    c.radiators[0];
  if (!row) throw new HttpProblem(500, 'internal_error', 'the radiator catalogue is empty');
  return row;
}

function radiatorChoices(c: Catalogues) {
  const models = new Map<
    string,
    { heizkoerpertyp: string; ausfuehrung: string; bauhoehen: Set<number>; baulaengen: Set<number> }
  >();
  for (const r of c.radiators) {
    const key = `${r.heizkoerpertyp}\u0000${r.ausfuehrung}`;
    let model = models.get(key);
    if (!model) {
      model = {
        heizkoerpertyp: r.heizkoerpertyp,
        ausfuehrung: r.ausfuehrung,
        bauhoehen: new Set(),
        baulaengen: new Set(),
      };
      models.set(key, model);
    }
    model.bauhoehen.add(r.bauhoehe);
    model.baulaengen.add(r.baulaenge);
  }
  const valves = new Map<string, string[]>();
  for (const v of c.valveInserts) valves.set(v.ventil, [...(valves.get(v.ventil) ?? []), v.stufe]);
  const stages = new Map<string, { heizkoerpertyp: string; ausfuehrung: string; stufen: number[] }>();
  for (const s of c.fanStages) {
    const key = `${s.heizkoerpertyp}\u0000${s.ausfuehrung}`;
    const entry = stages.get(key) ?? { heizkoerpertyp: s.heizkoerpertyp, ausfuehrung: s.ausfuehrung, stufen: [] };
    entry.stufen.push(s.stufe);
    stages.set(key, entry);
  }
  const sorted = (s: Set<number>) => [...s].sort((a, b) => a - b);
  return {
    heizkoerper: [...models.values()].map((m) => ({
      heizkoerpertyp: m.heizkoerpertyp,
      ausfuehrung: m.ausfuehrung,
      bauhoehen: sorted(m.bauhoehen),
      baulaengen: sorted(m.baulaengen),
    })),
    luefterstufen: [...stages.values()],
    ventile: [...valves.entries()].map(([ventil, stufen]) => ({ ventil, stufen })),
    /** the catalogues are sample data until a manufacturer's replace them */
    beispieldaten: true as const,
  };
}
