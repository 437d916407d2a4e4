import type { Locale } from '@portal/contracts';
import {
  type CalcProject,
  type CalcProjectInput,
  type CalcProjectPosition,
  type CalcProjectSummary,
  MAX_PROJECT_POSITIONS,
} from '@portal/contracts/calc';
import { filenameFrom, type HttpClient } from '@portal/sdk';
import type { ExportFormat, ExportKind } from '../download';

/**
 * A planner's projects (docs/calculators.md "Planner projects"): the calls of /api/CalcProjects and
 * what a screen does with a kept project before it sends it back.
 */

export type Rechner = CalcProjectPosition['rechner'];

/** The calculators a project holds positions of (those with a tender text), by the screen's export kind. */
export const RECHNER_BY_KIND: Partial<Record<ExportKind, Rechner>> = {
  radiator: 'xflair',
  radiatorExchange: 'xflairTausch',
  krn41: 'krn41',
  kcModel: 'kcModel',
  hpc: 'hpc',
};

/** The path names of the export formats (`/CalcProjects/{id}/Generate/{format}`). */
const FORMAT_PATHS: Record<ExportFormat, 'PDF' | 'XLSX' | 'GAEB'> = { pdf: 'PDF', xlsx: 'XLSX', gaeb: 'GAEB' };
const EXTENSIONS: Record<ExportFormat, string> = { pdf: 'pdf', xlsx: 'xlsx', gaeb: 'X81' };

/** The project as the PUT route takes it: its name and positions, each as kept. */
export function projectInput(project: CalcProject, name = project.name): CalcProjectInput {
  return { name, positionen: project.positionen as CalcProjectInput['positionen'] };
}

/** The project with one more position at its end; refused when the project holds the most positions already. */
export function withPosition(project: CalcProject, position: CalcProjectPosition): CalcProjectInput {
  if (project.positionen.length >= MAX_PROJECT_POSITIONS) throw new ProjectFullError();
  const input = projectInput(project);
  return { ...input, positionen: [...(input.positionen ?? []), position] };
}

/** The project without its position at `index`. */
export function withoutPosition(project: CalcProject, index: number): CalcProjectInput {
  const input = projectInput(project);
  return { ...input, positionen: (input.positionen ?? []).filter((_, i) => i !== index) };
}

/** A project holds at most MAX_PROJECT_POSITIONS positions. */
export class ProjectFullError extends Error {
  constructor() {
    super(`a project holds at most ${MAX_PROJECT_POSITIONS} positions`);
  }
}

/** The If-Match of a change: the version of the project as this screen read it (its ETag, `"v{version}"`). */
export function ifMatch(project: Pick<CalcProject, 'version'>): Record<string, string> {
  return { 'if-match': `"v${project.version}"` };
}

export function projectsApi(http: HttpClient) {
  const one = (id: string) => `/api/CalcProjects/${encodeURIComponent(id)}`;
  return {
    list: () => http.get<CalcProjectSummary[]>('/api/CalcProjects'),
    get: (id: string) => http.get<CalcProject>(one(id)),
    create: (input: CalcProjectInput) => http.post<CalcProject>('/api/CalcProjects', input),
    /**
     * Replaces the project read as `project`; when it was saved meanwhile (another tab, another
     * device) the server refuses with 412 instead of losing that change.
     */
    update: (project: Pick<CalcProject, 'id' | 'version'>, input: CalcProjectInput) =>
      http.put<CalcProject>(one(project.id), input, { headers: ifMatch(project) }),
    remove: (id: string) => http.delete(one(id)),
    /**
     * Adds a position to a kept project: read, append, write back on the version read (the server
     * checks the input again; a save in between is 412, not lost).
     */
    async addPosition(id: string, position: CalcProjectPosition): Promise<CalcProject> {
      const project = await http.get<CalcProject>(one(id));
      return http.put<CalcProject>(one(id), withPosition(project, position), { headers: ifMatch(project) });
    },
    /** The whole project as one file; answers the file and the name the server gives it. */
    async document(project: { id: string; name: string }, format: ExportFormat, language: Locale) {
      const response = await http.requestWithHeaders<Blob | string>(
        'GET',
        `${one(project.id)}/Generate/${FORMAT_PATHS[format]}`,
        { query: { language }, headers: { accept: '*/*' } },
      );
      const body: unknown = response.body;
      const blob = body instanceof Blob ? body : new Blob([String(body)]);
      return {
        blob,
        name: filenameFrom(response.headers.get('content-disposition'), `${project.name}.${EXTENSIONS[format]}`),
      };
    },
  };
}

export type ProjectsApi = ReturnType<typeof projectsApi>;
