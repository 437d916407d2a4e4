import type { CalcProject, CalcProjectInput, CalcProjectSummary, Locale } from '@portal/contracts';
import { calcProjectInput, MAX_PROJECTS_PER_PERSON } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { type Db, sqlState } from '../../db/client';
import { assertCurrent, type Version } from '../../http/etag';
import { currentUserId } from '../../http/guard';
import { conflict, HttpProblem, notFound } from '../../http/problem';
import { CalculatorService, type ExportFile, type ExportFormat } from '../calculators/service';
import * as store from './store';

/** The same words for a project that is missing and one of another person (T20). */
const PROJECT = 'project';
const nameTaken = () => conflict('a project with this name exists already');
const unlessNameTaken = (error: unknown) => {
  throw sqlState(error) === '23505' ? nameTaken() : error;
};

/**
 * A planner's projects: each belongs to the person who saved it, who alone lists, reads, changes,
 * deletes and exports it. The name is unique per person (409), a person keeps at most
 * MAX_PROJECTS_PER_PERSON projects (409 `calc_project_limit`), and a change names the version it
 * was made on (If-Match: 428 without, 412 when another tab saved first) instead of overwriting it.
 */
export class CalcProjectService {
  private readonly documents = new CalculatorService();

  constructor(private readonly db: Db) {}

  list(request: FastifyRequest): Promise<CalcProjectSummary[]> {
    return store.listProjects(this.db, currentUserId(request));
  }

  async get(request: FastifyRequest, id: string): Promise<CalcProject> {
    const found = await store.findProject(this.db, id);
    if (!found || found.ownerId !== currentUserId(request)) throw notFound(PROJECT);
    return found.project;
  }

  async create(request: FastifyRequest, input: CalcProjectInput): Promise<CalcProject> {
    const p = calcProjectInput.parse(input);
    const ownerId = currentUserId(request);
    return this.db
      .transaction(async (tx) => {
        await store.lockOwner(tx, ownerId);
        if ((await store.countProjects(tx, ownerId)) >= MAX_PROJECTS_PER_PERSON)
          throw new HttpProblem(
            409,
            'calc_project_limit',
            `at most ${MAX_PROJECTS_PER_PERSON} projects per person: delete one first`,
          );
        return store.insertProject(tx, ownerId, p);
      })
      .catch(unlessNameTaken);
  }

  /** Replaces name and positions when the project is still at a version the client read (If-Match). */
  async update(
    request: FastifyRequest,
    id: string,
    input: CalcProjectInput,
    expected: () => ReadonlySet<Version>,
  ): Promise<CalcProject> {
    const p = calcProjectInput.parse(input);
    const ownerId = currentUserId(request);
    return this.db
      .transaction(async (tx) => {
        const row = await store.lockProject(tx, id, ownerId);
        if (!row) throw notFound(PROJECT);
        assertCurrent(expected(), row.version);
        return (await store.updateProject(tx, id, ownerId, p)) as CalcProject;
      })
      .catch(unlessNameTaken);
  }

  /** Deletes the project; with If-Match only while it is at that version. */
  async remove(request: FastifyRequest, id: string, expected: ReadonlySet<Version> | undefined): Promise<void> {
    const ownerId = currentUserId(request);
    await this.db.transaction(async (tx) => {
      const row = await store.lockProject(tx, id, ownerId);
      if (!row) throw notFound(PROJECT);
      assertCurrent(expected, row.version);
      await store.deleteProject(tx, id, ownerId);
    });
  }

  /** The whole project as one PDF, XLSX or GAEB X81 file, every position calculated again. */
  async document(request: FastifyRequest, id: string, format: ExportFormat, language?: Locale): Promise<ExportFile> {
    const project = await this.get(request, id);
    return this.documents.projectDocument(project as never, format, language);
  }
}
