import { calcProjectInput, MAX_PROJECT_POSITIONS } from '@portal/contracts/calc';
import { describe, expect, it } from 'vitest';
import { ProjectFullError, RECHNER_BY_KIND, withoutPosition, withPosition } from './api';

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
