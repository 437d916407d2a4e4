import type { Catalogues } from '@portal/calc';
import {
  API,
  hpcInput,
  hpcResult,
  kcModelInput,
  kcModelResult,
  kcModelSizeResult,
  problemSchema,
  WINKEL,
  winkel,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { needs } from '../../http/access';
import { HttpProblem } from '../../http/problem';
import type { CalculatorService } from './service';

/**
 * The fan-assisted convectors' calculation routes (spec §7): KC model template, size and output,
 * HPC calculation and (our addition, the screen's starting point) its template. Exports run with
 * the other calculators' in routes.ts.
 */

const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema };

export const kcModelTemplate = z.object({
  input: kcModelInput,
  katalog: z.object({
    baugroessen: z.array(z.object({ bauhoehe: z.number(), leitersystem: z.string(), baulaengen: z.array(z.number()) })),
    winkel: z.array(winkel),
    beispieldaten: z.literal(true),
  }),
});

export const hpcTemplate = z.object({
  input: hpcInput,
  katalog: z.object({
    baulaengen: z.array(z.number()),
    beispieldaten: z.literal(true),
  }),
});

/** A KC to start from (the first size, its middle stage) with every height, pipe system and its lengths. */
export function kcModelTemplateOf(c: Catalogues): z.infer<typeof kcModelTemplate> {
  const first = c.kcModels[0];
  if (!first) throw new HttpProblem(500, 'internal_error', 'the KC catalogue is empty');
  const sizes = new Map<string, { bauhoehe: number; leitersystem: string; baulaengen: number[] }>();
  for (const r of c.kcModels) {
    const key = `${r.bauhoehe}\u0000${r.leitersystem}`;
    const size = sizes.get(key) ?? { bauhoehe: r.bauhoehe, leitersystem: r.leitersystem, baulaengen: [] };
    size.baulaengen.push(r.baulaenge);
    sizes.set(key, size);
  }
  const lengths = sizes.get(`${first.bauhoehe}\u0000${first.leitersystem}`)!.baulaengen;
  return {
    input: kcModelInput.parse({
      bauhoehe: first.bauhoehe,
      leitersystem: first.leitersystem,
      baulaenge: lengths.includes(1000) ? 1000 : first.baulaenge,
      leistungsstufe: Math.ceil(first.maxLeistungsstufe / 2),
    }),
    katalog: {
      baugroessen: [...sizes.values()].map((s) => ({ ...s, baulaengen: s.baulaengen.sort((a, b) => a - b) })),
      winkel: [...WINKEL],
      beispieldaten: true,
    },
  };
}

/** An HPC to start from: the second length (a two-fan unit in the sample) with a cooling target. */
export function hpcTemplateOf(c: Catalogues): z.infer<typeof hpcTemplate> {
  const row = c.hpcModels[1] ?? c.hpcModels[0];
  if (!row) throw new HttpProblem(500, 'internal_error', 'the HPC catalogue is empty');
  return {
    input: hpcInput.parse({ baulaenge: row.baulaenge, zielKuehlleistung: 600, zielSchalldruckpegel: 35 }),
    katalog: { baulaengen: c.hpcModels.map((r) => r.baulaenge).sort((a, b) => a - b), beispieldaten: true },
  };
}

export function fanConvectorRoutes(scope: FastifyInstance, service: CalculatorService): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const kc = { config: { access: needs(API.kcModel) } };
  const hpc = { config: { access: needs(API.hpc) } };
  const kcTags = ['KCModel'];
  app.get(
    '/KCModel/GetTemplate',
    { ...kc, schema: { tags: kcTags, response: { 200: kcModelTemplate, ...errors } } },
    () => service.kcModelTemplate(),
  );
  app.post(
    '/KCModel/calc',
    { ...kc, schema: { tags: kcTags, body: kcModelInput, response: { 200: kcModelSizeResult, ...errors } } },
    (request) => service.kcModelSize(request.body),
  );
  app.post(
    '/KCModel/calcOutput',
    { ...kc, schema: { tags: kcTags, body: kcModelInput, response: { 200: kcModelResult, ...errors } } },
    (request) => service.kcModel(request.body),
  );
  app.post(
    '/HPC/calc',
    { ...hpc, schema: { tags: ['HPC'], body: hpcInput, response: { 200: hpcResult, ...errors } } },
    (request) => service.hpc(request.body),
  );
  app.get('/HPC/GetTemplate', { ...hpc, schema: { tags: ['HPC'], response: { 200: hpcTemplate, ...errors } } }, () =>
    service.hpcTemplate(),
  );
}
