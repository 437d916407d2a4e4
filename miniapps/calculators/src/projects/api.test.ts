import { calcProjectInput, MAX_PROJECT_POSITIONS, MAX_PROJECTS_PER_PERSON } from '@portal/contracts/calc';
import { HttpClient } from '@portal/sdk';
import { describe, expect, it } from 'vitest';
import { loadAllTexts, translator } from '../texts';
import { ProjectFullError, projectsApi, RECHNER_BY_KIND, withoutPosition, withPosition } from './api';
import { isNameTaken, projectFailure } from './words';

const krn41 = { bauhoehe: 110, bautiefe: 260, baulaenge: 2000, vorlaufTemp: 70, ruecklaufTemp: 55, raumTemp: 20 };
const project = (n: number) => ({
  id: '0b0c8a53-5a4c-4b36-8b54-3b7a0b2f8c11',
  name: 'Haus Müller',
  version: 1,
  updatedAt: '2026-11-27T06:00:00.000Z',
  positionen: Array.from({ length: n }, (_, i) => ({
    rechner: 'krn41' as const,
    bezeichnung: `Raum ${i + 1}`,
    input: krn41,
  })),
});

describe('project positions', () => {
  it('adds the current calculation at the end, keeping the name and the positions before it', () => {
    const next = withPosition(project(2), { rechner: 'krn41', bezeichnung: 'Bad OG', input: krn41 });
    expect(next.name).toBe('Haus Müller');
    expect(next.positionen?.map((p) => p.bezeichnung)).toEqual(['Raum 1', 'Raum 2', 'Bad OG']);
    // what the screen sends is what the server's contract takes
    expect(calcProjectInput.safeParse(next).success).toBe(true);
  });

  it('refuses a position beyond the most a project holds, before anything is sent', () => {
    expect(() =>
      withPosition(project(MAX_PROJECT_POSITIONS), { rechner: 'krn41', bezeichnung: 'x', input: krn41 }),
    ).toThrow(ProjectFullError);
  });

  it('removes exactly the chosen position', () => {
    expect(withoutPosition(project(3), 1).positionen?.map((p) => p.bezeichnung)).toEqual(['Raum 1', 'Raum 3']);
  });

  it('offers "add to project" on the calculators a project holds, not on those without a tender text', () => {
    expect(RECHNER_BY_KIND.radiator).toBe('xflair');
    expect(RECHNER_BY_KIND.radiatorExchange).toBe('xflairTausch');
    expect(RECHNER_BY_KIND.buildingCalc).toBeUndefined();
    expect(RECHNER_BY_KIND.heatPump).toBeUndefined();
  });
});

describe('saving a project read earlier', () => {
  /** A server that answers every call with `answer` and keeps the requests. */
  function server(answer: () => Response) {
    const sent: Request[] = [];
    const http = new HttpClient({
      baseUrl: 'http://localhost:8080/portal',
      getToken: () => 'token',
      sleep: async () => {},
      fetch: (async (url: URL | RequestInfo, init?: RequestInit) => {
        sent.push(new Request(url, init));
        return answer();
      }) as typeof fetch,
    });
    return { api: projectsApi(http), sent };
  }
  const json = (status: number, body: unknown, type = 'application/json') =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': type } });
  const problem = (status: number, code: string) =>
    json(status, { type: 'about:blank', title: code, status, code }, 'application/problem+json');

  it('names the version it was read at (If-Match), for a change and for an added position', async () => {
    const { api, sent } = server(() => json(200, project(2)));
    await api.update({ id: project(0).id, version: 7 }, { name: 'Haus Müller', positionen: [] });
    expect(sent[0]?.method).toBe('PUT');
    expect(sent[0]?.headers.get('if-match')).toBe('"v7"');
    await api.addPosition(project(0).id, { rechner: 'krn41', bezeichnung: 'Bad', input: krn41 });
    // read (version 1 in the answer), then written on that version
    expect(sent.at(-1)?.headers.get('if-match')).toBe('"v1"');
  });

  it('tells a project saved meanwhile elsewhere, and the most projects, apart from a taken name, in five languages', async () => {
    const { api } = server(() => problem(412, 'precondition_failed'));
    const stale = await api.update({ id: project(0).id, version: 1 }, { name: 'x' }).catch((e: unknown) => e);
    const limit = await server(() => problem(409, 'calc_project_limit'))
      .api.create({ name: 'x' })
      .catch((e: unknown) => e);
    const taken = await server(() => problem(409, 'conflict'))
      .api.create({ name: 'x' })
      .catch((e: unknown) => e);
    await loadAllTexts();
    expect(isNameTaken(taken)).toBe(true);
    expect(isNameTaken(limit)).toBe(false);
    for (const locale of ['de', 'en', 'cs', 'fr', 'it'] as const) {
      const t = translator(locale);
      expect(projectFailure(stale, t)).toBe(t('prjChangedMeanwhile'));
      expect(projectFailure(stale, t)).not.toBe(projectFailure(taken, t));
      expect(projectFailure(limit, t)).toContain(String(MAX_PROJECTS_PER_PERSON));
      expect(projectFailure(taken, t)).toBe(t('prjNameTaken'));
    }
    expect(projectFailure(stale, translator('de'))).toMatch(/inzwischen/);
    expect(projectFailure(stale, translator('en'))).toMatch(/meantime/);
  });
});
