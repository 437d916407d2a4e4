import type { CalcProject, CalcProjectInput, CalcProjectSummary, Locale } from '@portal/contracts';
import { calcProjectInput } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { type Db, sqlState } from '../../db/client';
import { currentUserId } from '../../http/guard';
import { conflict, notFound } from '../../http/problem';
import { CalculatorService, type ExportFile, type ExportFormat } from '../calculators/service';
import * as store from './store';

/** The same words for a project that is missing and one of another person (T20). */
const PROJECT = 'project';
const nameTaken = () => conflict('a project with this name exists already');

/**
 * A planner's projects: each belongs to the person who saved it, who alone lists, reads, changes,
 * deletes and exports it. Writes are single statements; the name is unique per person (409).
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
    try {
      return await store.insertProject(this.db, currentUserId(request), p);
    } catch (error) {
      throw sqlState(error) === '23505' ? nameTaken() : error;
    }
  }

  async update(request: FastifyRequest, id: string, input: CalcProjectInput): Promise<CalcProject> {
    const p = calcProjectInput.parse(input);
    let updated: CalcProject | undefined;
    try {
      updated = await store.updateProject(this.db, id, currentUserId(request), p);
    } catch (error) {
      throw sqlState(error) === '23505' ? nameTaken() : error;
    }
    if (!updated) throw notFound(PROJECT);
    return updated;
  }

  async remove(request: FastifyRequest, id: string): Promise<void> {
    if (!(await store.deleteProject(this.db, id, currentUserId(request)))) throw notFound(PROJECT);
  }

  /** The whole project as one PDF, XLSX or GAEB X81 file, every position calculated again. */
  async document(request: FastifyRequest, id: string, format: ExportFormat, language?: Locale): Promise<ExportFile> {
    const project = await this.get(request, id);
    return this.documents.projectDocument(project as never, format, language);
  }
}
