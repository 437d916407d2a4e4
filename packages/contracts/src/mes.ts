import { z } from 'zod';

/**
 * MES flash (spec §1 "Production execution (MES flash)", §6 API controller "MES tables"): the live
 * shift of a plant per work centre. The server computes every figure (docs/production.md); the
 * mini-app only shows them.
 */

/** The three shifts of a plant's day, in order; the night shift belongs to the day it starts on. */
export const MES_SHIFTS = ['early', 'late', 'night'] as const;
export type MesShiftCode = (typeof MES_SHIFTS)[number];

/** Why a work centre stood still: codes, translated by the screen. Planned ones do not lower availability. */
export const MES_DOWNTIME_REASONS = [
  'break',
  'changeover',
  'breakdown',
  'materialShortage',
  'qualityCheck',
  'noStaff',
  'maintenance',
] as const;
export type MesDowntimeReason = (typeof MES_DOWNTIME_REASONS)[number];

/** What a work centre does now (or did at the shift's end): running, standing still, or without an order. */
export const MES_STATES = ['running', 'down', 'idle'] as const;
export type MesState = (typeof MES_STATES)[number];

/** A calendar day as the plant's people say it, YYYY-MM-DD. */
export const mesDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
  }, 'not a calendar date');

export const mesShiftSchema = z.object({
  code: z.enum(MES_SHIFTS),
  /** Local start and end, HH:MM; an end before the start is on the next day. */
  start: z.string(),
  end: z.string(),
});
export type MesShift = z.infer<typeof mesShiftSchema>;

export const mesPlantSchema = z.object({
  plantId: z.string(),
  name: z.string(),
  country: z.string(),
  timeZone: z.string(),
  shifts: z.array(mesShiftSchema),
});
export type MesPlant = z.infer<typeof mesPlantSchema>;

/** A ratio 0…1, or null when there is nothing to divide by yet (no planned time, no pieces). */
const ratio = z.number().min(0).max(1).nullable();

export const mesDowntimeSchema = z.object({
  id: z.number().int(),
  reason: z.enum(MES_DOWNTIME_REASONS),
  planned: z.boolean(),
  startedAt: z.string(),
  /** Null while the work centre still stands. */
  endedAt: z.string().nullable(),
  /** Minutes within the shift (up to now for an open one). */
  minutes: z.number(),
  note: z.string(),
});
export type MesDowntime = z.infer<typeof mesDowntimeSchema>;

export const mesOrderSchema = z.object({
  orderNumber: z.string(),
  material: z.string(),
  description: z.string(),
  startedAt: z.string(),
});
export type MesOrder = z.infer<typeof mesOrderSchema>;

export const mesWorkCentreFlashSchema = z.object({
  workCentreId: z.string(),
  name: z.string(),
  state: z.enum(MES_STATES),
  /** Pieces the work centre should have made by now (or by the shift's end), and for the whole shift. */
  targetToNow: z.number().int(),
  targetOfShift: z.number().int(),
  goodPieces: z.number().int(),
  scrapPieces: z.number().int(),
  plannedMinutes: z.number(),
  runMinutes: z.number(),
  availability: ratio,
  performance: ratio,
  quality: ratio,
  oee: ratio,
  currentOrder: mesOrderSchema.nullable(),
  downtimes: z.array(mesDowntimeSchema),
});
export type MesWorkCentreFlash = z.infer<typeof mesWorkCentreFlashSchema>;

export const mesFlashSchema = z.object({
  plant: mesPlantSchema,
  date: z.string(),
  shift: z.enum(MES_SHIFTS),
  startsAt: z.string(),
  endsAt: z.string(),
  /** The instant the figures are counted up to: now during the shift, its end afterwards. */
  asOf: z.string(),
  isRunning: z.boolean(),
  workCentres: z.array(mesWorkCentreFlashSchema),
});
export type MesFlash = z.infer<typeof mesFlashSchema>;

export const mesFlashQuerySchema = z.object({
  date: mesDateSchema.optional(),
  shift: z.enum(MES_SHIFTS).optional(),
});
export type MesFlashQuery = z.infer<typeof mesFlashQuerySchema>;
