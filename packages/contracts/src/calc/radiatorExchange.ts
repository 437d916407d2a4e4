import { z } from 'zod';
import {
  anzahl,
  grad,
  heizmethode,
  kelvin,
  kgProStunde,
  literProStunde,
  millimeter,
  temperatur,
  uebertemperaturMethode,
  ventilStufe,
  watt,
} from './common';
import { inUnit, outUnit } from './units';

/**
 * Radiator exchange (XFlairTausch, POST /api/XFlairTausch/calcOutput). Field names of spec §3.
 * Temperatures of the old system carry the suffix Alt, the new radiator's the suffix Neu.
 */
export const radiatorExchangeInput = z
  .object({
    /** true: zielleistung is known (e.g. from a heat-load calculation) and replaces the old radiator's output */
    zielLeistungBekannt: z.boolean().default(false),
    /** W; required when zielLeistungBekannt */
    zielleistung: inUnit('W', z.number().positive().max(100000)).optional(),
    heizkoerpertypAlt: z.string().min(1),
    ausfuehrungAlt: z.string().min(1).default('kompakt'),
    heizkoerpertypNeu: z.string().min(1),
    ausfuehrungNeu: z.string().min(1),
    /**
     * mm; a radiator is at least 100 mm high and long (the smallest column radiator of two
     * sections): below that the sizes are typing errors, not radiators
     */
    bhAlt: inUnit('mm', z.number().min(100).max(3000)),
    blAlt: inUnit('mm', z.number().min(100).max(10000)),
    /**
     * old sectional radiator: depth of its sections, mm (DIN 4703-1: 70 … 250), for cast iron
     * (heizkoerpertypAlt "guss", rated from a table) with their number; steel sections
     * ("stahlglieder") are estimated from height × length × depth and need no number
     */
    bautiefeAlt: inUnit('mm', z.number().int().min(50).max(400)).optional(),
    gliederAlt: inUnit('1', z.number().int().min(1).max(100)).optional(),
    bhNeu: inUnit('mm', z.number().min(100).max(3000)),
    blNeu: inUnit('mm', z.number().min(100).max(10000)),
    vorlaufTempAlt: temperatur,
    ruecklaufTempAlt: temperatur,
    raumTempAlt: temperatur.default(20),
    raumTempNeu: temperatur.default(20),
    /**
     * design outdoor temperature, °C: the room's demand scales with (θi − θe), so a new room
     * temperature changes it (EN 12831)
     */
    normAussenTemp: temperatur.default(-12),
    /** new design spread θV − θR, K */
    spreizungNeu: inUnit('K', z.number().min(0.1).max(60)),
    /** mbar */
    differenzdruckNeu: inUnit('mbar', z.number().min(1).max(2000)).default(100),
    /** K */
    regeldifferenzNeu: inUnit('K', z.number().positive().max(4)).default(2),
    /** valve insert of the new radiator from the catalogue; the first insert when missing */
    varianteNeu: z.string().optional(),
    methode: uebertemperaturMethode.default('log'),
    /** flow temperature up to which a heat pump works well, °C (IKZ: 55 °C) */
    waermepumpenGrenzTemp: temperatur.default(55),
    /** the heating system's highest flow temperature, °C: above it the target is not reachable */
    maxVorlaufTemp: temperatur.default(90),
    /** fan-assisted new radiators: try fan stages when natural convection needs more than the limit */
    luefterNutzen: z.boolean().default(true),
  })
  .superRefine((v, ctx) => {
    if (v.zielLeistungBekannt && v.zielleistung === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['zielleistung'],
        message: 'zielleistung is required when zielLeistungBekannt',
      });
    }
    for (const [field, room] of [
      ['raumTempAlt', v.raumTempAlt],
      ['raumTempNeu', v.raumTempNeu],
    ] as const)
      if (room <= v.normAussenTemp)
        ctx.addIssue({ code: 'custom', path: [field], message: `${field} must be above normAussenTemp` });
    if (v.maxVorlaufTemp <= v.raumTempNeu + v.spreizungNeu)
      ctx.addIssue({
        code: 'custom',
        path: ['maxVorlaufTemp'],
        message: 'maxVorlaufTemp must be above raumTempNeu plus spreizungNeu',
      });
    if (!v.zielLeistungBekannt) {
      if (v.ruecklaufTempAlt >= v.vorlaufTempAlt) {
        ctx.addIssue({
          code: 'custom',
          path: ['ruecklaufTempAlt'],
          message: 'ruecklaufTempAlt must be below vorlaufTempAlt',
        });
      }
      if (v.ruecklaufTempAlt <= v.raumTempAlt) {
        ctx.addIssue({ code: 'custom', path: ['raumTempAlt'], message: 'raumTempAlt must be below ruecklaufTempAlt' });
      }
    }
  });
export type RadiatorExchangeInput = z.input<typeof radiatorExchangeInput>;
export type RadiatorExchangeParsed = z.output<typeof radiatorExchangeInput>;

/** A radiator that reaches the demand at a flow temperature the system and the heat pump allow. */
export const tauschVorschlag = z.object({
  /** 'groesser': a larger size of the chosen type; 'andererTyp': another type; 'zweiHeizkoerper': two of the chosen size */
  art: z.enum(['groesser', 'andererTyp', 'zweiHeizkoerper']),
  heizkoerpertyp: z.string(),
  ausfuehrung: z.string(),
  bauhoehe: millimeter,
  baulaenge: millimeter,
  anzahl,
  /** W at 75/65/20, each */
  normleistung: watt,
  /** °C at the new spread */
  vorlaufTemp: grad,
});
export type TauschVorschlag = z.infer<typeof tauschVorschlag>;

export const radiatorExchangeResult = z.object({
  /** W: the old radiator's output at the old temperatures, or the known zielleistung */
  zielleistungAlt: watt,
  /** W: the room's demand at raumTempNeu, zielleistungAlt·(θi,neu − θe)/(θi,alt − θe) */
  waermebedarfNeu: watt,
  /** false when the new radiator needs more than maxVorlaufTemp: vorlaufTempNeu is then that maximum */
  erreichbar: z.boolean(),
  /** W the new radiator lacks at maxVorlaufTemp; 0 when reachable */
  fehlleistung: watt,
  /** when not reachable or above the heat-pump limit: what reaches the demand within both */
  vorschlaege: z.array(tauschVorschlag),
  spreizungAlt: kelvin,
  logUeberTempAlt: kelvin,
  /** W at 75/65/20 of the old and the new radiator */
  normleistungAlt: watt,
  normleistungNeu: watt,
  /** true when the old radiator was not in the catalogue and its output is an estimate */
  normleistungAltGeschaetzt: z.boolean(),
  heizmethode,
  luefterstufe: anzahl.nullable(),
  vorlaufTempNeu: grad,
  ruecklaufTempNeu: grad,
  logUeberTempNeu: kelvin,
  heizleistungNeu: watt,
  durchflussNeu: literProStunde,
  wassermassenstromNeu: kgProStunde,
  ventil: z.string(),
  /** at the design pressure drop */
  kvErforderlich: outUnit('m³/h', z.number()),
  ventilvoreinstellung: z.string().nullable(),
  ventilVolumenstromStufen: z.array(ventilStufe),
  maximalZulaessigerVentilDurchfluss: literProStunde,
  /** true when the demand is reachable with vorlaufTempNeu ≤ waermepumpenGrenzTemp */
  waermepumpenGeeignet: z.boolean(),
  hinweise: z.array(z.string()),
});
export type RadiatorExchangeResult = z.infer<typeof radiatorExchangeResult>;
