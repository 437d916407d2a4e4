import { readFileSync } from 'node:fs';
import { calculateRadiator, exchangeRadiator } from '@portal/calc';
import { RADIATOR_EXCHANGE_SAMPLE, RADIATOR_SAMPLE } from '@portal/calc/testing';
import { type CalcProject, type CalcProjectSummary, MAX_PROJECTS_PER_PERSON, type Problem } from '@portal/contracts';
import { XMLParser } from 'fast-xml-parser';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { accessMatrix, actorHeaders, type MatrixActor } from '../../testing/access-matrix';
import { startTestApp, type TestApp } from '../../testing/app';
import { bearer } from '../../testing/users';

const API = '/portal/api/CalcProjects';
const SOME_ID = '5b0c8a53-5a4c-4b36-8b54-3b7a0b2f8c11';
const SCHEMA = readFileSync(new URL('../calculators/gaeb/gaebX81.xsd', import.meta.url), 'utf8');

/** The If-Match of a change made on the version read. */
const onVersion = (version: number) => ({ 'if-match': `"v${version}"` });

const radiator = RADIATOR_SAMPLE;
const exchange = RADIATOR_EXCHANGE_SAMPLE;
const project = (name: string) =>
  structuredClone({
    name,
    positionen: [
      { rechner: 'xflair', bezeichnung: 'Wohnzimmer', input: radiator },
      { rechner: 'xflairTausch', bezeichnung: 'Bad OG', input: exchange },
    ],
  });

describe('planner projects (/api/CalcProjects)', () => {
  let app: TestApp;
  let headers: Record<MatrixActor, Record<string, string>>;

  beforeAll(async () => {
    app = await startTestApp();
    headers = await actorHeaders(app, ['no token', 'no role', 'specialist', 'partner', 'sales']);
  });
  afterAll(() => app?.close());

  describe('who may use them', () => {
    accessMatrix(
      [
        { method: 'GET', url: API, resource: 'api.buildingCalc' },
        { method: 'POST', url: API, payload: { name: 'Matrix', positionen: [] }, resource: 'api.buildingCalc' },
        // one project's routes refuse before they look for the project
        { method: 'GET', url: `${API}/${SOME_ID}`, resource: 'api.buildingCalc' },
        { method: 'GET', url: `${API}/${SOME_ID}/Generate/GAEB`, resource: 'api.buildingCalc' },
      ],
      { 'no token': 401, 'no role': 403 },
      () => ({ app, headers }),
    );
    it('changing or deleting one project: 401 without token, 403 without the role, before it is looked for', async () => {
      for (const method of ['PUT', 'DELETE'] as const)
        for (const [actor, status] of [
          ['no token', 401],
          ['no role', 403],
        ] as const) {
          const r = await app.app.inject({
            method,
            url: `${API}/${SOME_ID}`,
            headers: { ...headers[actor], 'if-match': '"v1"' },
            ...(method === 'PUT' ? { payload: { name: 'Matrix' } } : {}),
          });
          expect(r.statusCode, `${method} ${actor}`).toBe(status);
        }
    });
    for (const actor of ['specialist', 'partner', 'sales'] as const)
      it(`${actor} keeps a project of their own`, async () => {
        const created = await app.app.inject({
          method: 'POST',
          url: API,
          headers: headers[actor],
          payload: { name: `Matrix ${actor}`, positionen: [] },
        });
        expect(created.statusCode).toBe(201);
        const list = await app.app.inject({ method: 'GET', url: API, headers: headers[actor] });
        expect(list.json<CalcProjectSummary[]>().map((p) => p.name)).toContain(`Matrix ${actor}`);
      });
  });

  it('a planner saves, reads, changes and deletes a project; another person does not see it', async () => {
    const owner = await bearer(app, 'specialist');
    const other = await bearer(app, 'partner');
    const created = await app.app.inject({ method: 'POST', url: API, headers: owner, payload: project('Haus Nord') });
    expect(created.statusCode, created.body).toBe(201);
    const saved = created.json<CalcProject>();
    expect(saved.positionen.map((p) => p.bezeichnung)).toEqual(['Wohnzimmer', 'Bad OG']);

    const list = (await app.app.inject({ method: 'GET', url: API, headers: owner })).json<CalcProjectSummary[]>();
    expect(list.find((p) => p.id === saved.id)?.positionen).toBe(2);

    // Another person: not found, whether reading, changing, deleting or exporting (T20).
    for (const [method, url] of [
      ['GET', `${API}/${saved.id}`],
      ['PUT', `${API}/${saved.id}`],
      ['DELETE', `${API}/${saved.id}`],
      ['GET', `${API}/${saved.id}/Generate/PDF`],
    ] as const) {
      const r = await app.app.inject({
        method,
        url,
        headers: other,
        ...(method === 'PUT' ? { payload: project('x') } : {}),
      });
      expect(r.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(
      (await app.app.inject({ method: 'GET', url: API, headers: other })).json<CalcProjectSummary[]>(),
    ).not.toContainEqual(expect.objectContaining({ id: saved.id }));

    const renamed = await app.app.inject({
      method: 'PUT',
      url: `${API}/${saved.id}`,
      headers: { ...owner, ...onVersion(saved.version) },
      payload: { ...project('Haus Nord, 2. Entwurf'), positionen: project('').positionen.slice(0, 1) },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<CalcProject>()).toMatchObject({ name: 'Haus Nord, 2. Entwurf', version: 2 });

    // The name is unique per person: 409, and nothing changes.
    await app.app.inject({ method: 'POST', url: API, headers: owner, payload: project('Haus Süd') });
    const clash = await app.app.inject({
      method: 'PUT',
      url: `${API}/${saved.id}`,
      headers: { ...owner, ...onVersion(2) },
      payload: project('Haus Süd'),
    });
    expect(clash.statusCode).toBe(409);
    expect(
      (await app.app.inject({ method: 'GET', url: `${API}/${saved.id}`, headers: owner })).json<CalcProject>().name,
    ).toBe('Haus Nord, 2. Entwurf');

    expect((await app.app.inject({ method: 'DELETE', url: `${API}/${saved.id}`, headers: owner })).statusCode).toBe(
      204,
    );
    expect((await app.app.inject({ method: 'GET', url: `${API}/${saved.id}`, headers: owner })).statusCode).toBe(404);
  });

  it('two tabs save the same project: the second, made on the old version, is refused (412), not lost', async () => {
    const owner = await bearer(app, 'specialist');
    const created = await app.app.inject({ method: 'POST', url: API, headers: owner, payload: project('Zwei Tabs') });
    const id = created.json<CalcProject>().id;
    // both tabs read version 1
    const read = await app.app.inject({ method: 'GET', url: `${API}/${id}`, headers: owner });
    expect(read.headers.etag).toBe('"v1"');
    const tabA = await app.app.inject({
      method: 'PUT',
      url: `${API}/${id}`,
      headers: { ...owner, 'if-match': read.headers.etag as string },
      payload: { ...project('Zwei Tabs'), positionen: project('').positionen.slice(0, 1) },
    });
    expect(tabA.statusCode).toBe(200);
    expect(tabA.headers.etag).toBe('"v2"');
    const tabB = await app.app.inject({
      method: 'PUT',
      url: `${API}/${id}`,
      headers: { ...owner, 'if-match': read.headers.etag as string },
      payload: project('Zwei Tabs (B)'),
    });
    expect(tabB.statusCode).toBe(412);
    expect(tabB.json<Problem>().code).toBe('precondition_failed');
    // without saying which version it was made on, a change is refused too
    const blind = await app.app.inject({
      method: 'PUT',
      url: `${API}/${id}`,
      headers: owner,
      payload: project('Blind'),
    });
    expect(blind.statusCode).toBe(428);
    // tab A's change is kept: its one position and its name
    const kept = (await app.app.inject({ method: 'GET', url: `${API}/${id}`, headers: owner })).json<CalcProject>();
    expect(kept).toMatchObject({ name: 'Zwei Tabs', version: 2 });
    expect(kept.positionen.map((p) => p.bezeichnung)).toEqual(['Wohnzimmer']);
    // deleting on the old version is refused as well; on the current one it goes
    const staleDelete = await app.app.inject({
      method: 'DELETE',
      url: `${API}/${id}`,
      headers: { ...owner, ...onVersion(1) },
    });
    expect(staleDelete.statusCode).toBe(412);
    const deleted = await app.app.inject({
      method: 'DELETE',
      url: `${API}/${id}`,
      headers: { ...owner, ...onVersion(2) },
    });
    expect(deleted.statusCode).toBe(204);
  });

  it('a retried create makes one project; a person keeps at most MAX_PROJECTS_PER_PERSON projects', async () => {
    const planner = await bearer(app, 'partner');
    const payload = { name: 'Nochmal', positionen: [] };
    expect((await app.app.inject({ method: 'POST', url: API, headers: planner, payload })).statusCode).toBe(201);
    const retried = await app.app.inject({ method: 'POST', url: API, headers: planner, payload });
    expect(retried.statusCode).toBe(409);
    expect(retried.json<Problem>().code).toBe('conflict');
    const names = (await app.app.inject({ method: 'GET', url: API, headers: planner })).json<CalcProjectSummary[]>();
    expect(names.filter((p) => p.name === 'Nochmal')).toHaveLength(1);

    for (let i = names.length; i < MAX_PROJECTS_PER_PERSON; i++) {
      const r = await app.app.inject({
        method: 'POST',
        url: API,
        headers: planner,
        payload: { name: `P${i}`, positionen: [] },
      });
      expect(r.statusCode).toBe(201);
    }
    const oneMore = await app.app.inject({
      method: 'POST',
      url: API,
      headers: planner,
      payload: { name: 'Zu viel', positionen: [] },
    });
    expect(oneMore.statusCode).toBe(409);
    expect(oneMore.headers['content-type']).toContain('application/problem+json');
    expect(oneMore.json<Problem>()).toMatchObject({
      code: 'calc_project_limit',
      detail: expect.stringContaining('500'),
    });
    const list = (await app.app.inject({ method: 'GET', url: API, headers: planner })).json<CalcProjectSummary[]>();
    expect(list).toHaveLength(MAX_PROJECTS_PER_PERSON);
    // another person is not bound by this one's projects
    const other = await bearer(app, 'sales');
    expect(
      (await app.app.inject({ method: 'POST', url: API, headers: other, payload: { name: 'Zu viel', positionen: [] } }))
        .statusCode,
    ).toBe(201);
    // after deleting one, there is room for one again
    await app.app.inject({ method: 'DELETE', url: `${API}/${list[0]!.id}`, headers: planner });
    expect(
      (
        await app.app.inject({
          method: 'POST',
          url: API,
          headers: planner,
          payload: { name: 'Zu viel', positionen: [] },
        })
      ).statusCode,
    ).toBe(201);
  });

  it('a position the contract takes but the catalogue does not: the export is 400 naming that position, in every format', async () => {
    const owner = await bearer(app, 'specialist');
    const payload = project('Kein Katalogmaß');
    // a height the contract takes (a number of millimetres) but no radiator of the catalogue has
    (payload.positionen[1]!.input as Record<string, unknown>).bhNeu = 188.4;
    const created = await app.app.inject({ method: 'POST', url: API, headers: owner, payload });
    expect(created.statusCode).toBe(201);
    for (const format of ['PDF', 'XLSX', 'GAEB']) {
      const r = await app.app.inject({
        method: 'GET',
        url: `${API}/${created.json<CalcProject>().id}/Generate/${format}`,
        headers: owner,
      });
      expect(r.statusCode, format).toBe(400);
      expect(r.json<Problem>().errors?.map((e) => e.path)).toEqual(['body.positionen.1.input.bhNeu']);
    }
  });

  it('a position is checked by its calculator’s contract: 400 naming the field, nothing saved', async () => {
    const owner = await bearer(app, 'specialist');
    const bad = project('Kaputt');
    (bad.positionen[1]!.input as Record<string, unknown>).spreizungNeu = 'viel';
    const r = await app.app.inject({ method: 'POST', url: API, headers: owner, payload: bad });
    expect(r.statusCode).toBe(400);
    expect(r.json<Problem>().errors?.map((e) => e.path)).toContain('body.positionen.1.input.spreizungNeu');
    const unknown = await app.app.inject({
      method: 'POST',
      url: API,
      headers: owner,
      payload: { name: 'Unbekannt', positionen: [{ rechner: 'kaffeemaschine', bezeichnung: 'x', input: {} }] },
    });
    expect(unknown.statusCode).toBe(400);
    const list = (await app.app.inject({ method: 'GET', url: API, headers: owner })).json<CalcProjectSummary[]>();
    expect(list.map((p) => p.name)).not.toContain('Kaputt');
  });

  it('the whole project exports as one PDF, XLSX and GAEB X81 with every position', async () => {
    const owner = await bearer(app, 'specialist');
    const created = await app.app.inject({
      method: 'POST',
      url: API,
      headers: owner,
      payload: project('Export & <Test>'),
    });
    expect(created.statusCode, created.body.slice(0, 300)).toBe(201);
    const saved = created.json<CalcProject>();
    const pdf = await app.app.inject({
      method: 'GET',
      url: `${API}/${saved.id}/Generate/PDF?language=de`,
      headers: owner,
    });
    expect(pdf.statusCode, pdf.body.slice(0, 400)).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), { mergePages: true });
    expect(text).toContain('Wohnzimmer');
    expect(text).toContain('Bad OG');
    expect(text).toContain(
      String(Math.round(calculateRadiator(radiator).heizleistung)).replace(/\B(?=(\d{3})+(?!\d))/g, '.'),
    );

    const xlsx = await app.app.inject({
      method: 'GET',
      url: `${API}/${saved.id}/Generate/XLSX?language=en`,
      headers: owner,
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');

    const gaeb = await app.app.inject({ method: 'GET', url: `${API}/${saved.id}/Generate/GAEB`, headers: owner });
    expect(gaeb.statusCode).toBe(200);
    const validation = await validateXML({
      xml: [{ fileName: 'project.X81', contents: gaeb.body }],
      schema: [{ fileName: 'gaebX81.xsd', contents: SCHEMA }],
    });
    expect(validation.errors).toEqual([]);
    const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false }).parse(
      gaeb.body,
    );
    const categories = doc.GAEB.Award.BoQ.BoQBody.BoQCtgy;
    expect(categories.map((c: { '@RNoPart': string }) => c['@RNoPart'])).toEqual(['01', '02']);
    expect(doc.GAEB.PrjInfo.LblPrj).toBe('Projekt – Export & <Test>');
    expect(gaeb.body).toContain('Wohnzimmer – ');
    expect(gaeb.body).toContain(
      `Wärmeleistung ${Math.round(exchangeRadiator(exchange).zielleistungAlt).toLocaleString('de-DE')} W`,
    );

    const empty = (
      await app.app.inject({ method: 'POST', url: API, headers: owner, payload: { name: 'Leer', positionen: [] } })
    ).json<CalcProject>();
    expect(
      (await app.app.inject({ method: 'GET', url: `${API}/${empty.id}/Generate/PDF`, headers: owner })).statusCode,
    ).toBe(400);
  });
});
