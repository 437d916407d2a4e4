import fs from 'node:fs';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MOUNTS } from '../app';
import { repositoryRoot } from '../shell';
import { startTestApp, type TestApp } from '../testing/app';
import { openApiTypes, SDK_API_TYPES } from '../testing/openapi-types';
import type { Access } from './access';

/**
 * Issue 18 §7: the three API documents pass a standard validator, every operation has an
 * operationId and a summary, public routes say so, downloads are binary, entities are shared
 * components, and the SDK's typed paths are generated from exactly these documents.
 */
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** A schema of the document with its `$ref`s followed to the shared component. */
function resolverOf(document: OpenAPIV3.Document): (schema: unknown) => OpenAPIV3.SchemaObject {
  const resolve = (schema: unknown): OpenAPIV3.SchemaObject => {
    const reference = (schema as OpenAPIV3.ReferenceObject).$ref;
    if (!reference) return schema as OpenAPIV3.SchemaObject;
    return resolve(document.components?.schemas?.[reference.split('/').pop()!]);
  };
  return resolve;
}

describe('the API documents (OpenAPI)', () => {
  let app: TestApp;
  const documents = new Map<string, OpenAPIV3.Document>();

  beforeAll(async () => {
    app = await startTestApp();
    for (const mount of API_MOUNTS) {
      const response = await app.app.inject({ url: `${mount.prefix}/docs/json` });
      expect(response.statusCode, JSON.stringify(app.logs.filter((l) => Number(l.level) >= 50).slice(-1))).toBe(200);
      documents.set(mount.prefix, response.json());
    }
  });
  afterAll(() => app.close());

  const operations = (document: OpenAPIV3.Document) =>
    Object.entries(document.paths).flatMap(([url, item]) =>
      METHODS.flatMap((method) => (item?.[method] ? [{ url, method, operation: item[method]! }] : [])),
    );

  it.each(API_MOUNTS.map((m) => [m.prefix]))('%s passes the OpenAPI validator', async (prefix) => {
    const document = documents.get(prefix)!;
    // The validator resolves every $ref and checks the document against the OpenAPI schema.
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
    const size = JSON.stringify(document).length;
    console.info(`${prefix}: ${operations(document).length} operations, ${Math.round(size / 1024)} KB`);
  });

  it('every operation has a unique operationId and a summary', () => {
    for (const [prefix, document] of documents) {
      const ids = new Set<string>();
      for (const { url, method, operation } of operations(document)) {
        expect(operation.operationId, `${prefix} ${method} ${url}`).toMatch(/^[a-z]+[A-Za-z0-9]+$/);
        expect(operation.summary?.trim(), `${prefix} ${method} ${url}`).toBeTruthy();
        expect(ids.has(operation.operationId!), `${operation.operationId} twice in ${prefix}`).toBe(false);
        ids.add(operation.operationId!);
      }
    }
  });

  it('public routes need no token; every other route needs the bearer token', () => {
    const declared = new Map<string, Access | undefined>();
    for (const route of app.routes) {
      for (const method of [route.method].flat()) {
        declared.set(`${method.toLowerCase()} ${route.url}`, route.config?.access as Access | undefined);
      }
    }
    let publicOnes = 0;
    for (const [prefix, document] of documents) {
      expect(document.security, prefix).toEqual([{ bearer: [] }]);
      for (const { url, method, operation } of operations(document)) {
        const access = declared.get(`${method} ${url.replace(/\{(\w+)\}/g, ':$1')}`);
        expect(access, `${method} ${url} is a registered route`).toBeDefined();
        if (access && 'public' in access) {
          publicOnes++;
          expect(operation.security, `${method} ${url} is public`).toEqual([]);
        } else {
          expect(operation.security, `${method} ${url} keeps the bearer requirement`).toBeUndefined();
        }
      }
    }
    // The CRM's public forms and lookups, the mini-app registry's public list, the delivery lookup.
    expect(publicOnes).toBeGreaterThan(3);
  });

  it('downloads are described as binary files of their media types', () => {
    const portal = documents.get('/portal/api')!;
    const binary = (url: string, method: 'get' | 'post') => {
      const ok = portal.paths[url]?.[method]?.responses['200'] as OpenAPIV3.ResponseObject | undefined;
      expect(ok?.content, `${method} ${url}`).toBeDefined();
      for (const media of Object.values(ok!.content!))
        expect(media.schema).toEqual({ type: 'string', format: 'binary' });
      return Object.keys(ok!.content!);
    };
    expect(binary('/portal/api/XFlair/GeneratePDF', 'post')).toEqual(['application/pdf']);
    expect(binary('/portal/api/CrossDesigner/GenerateXLSX', 'post')).toEqual([
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]);
    expect(binary('/portal/api/SalesPerformance/export', 'get')).toHaveLength(2);
    expect(binary('/portal/api/OrderSystemOrder/{applicationId}/statement/export', 'get')).toHaveLength(1);
    expect(binary('/portal/api/File/file', 'get')).toEqual(['*/*']);
    // Every read's success answer says what it holds; only writes (and an empty 204) answer without a body.
    const unsaid: string[] = [];
    for (const document of documents.values()) {
      for (const { url, method, operation } of operations(document)) {
        const success = Object.entries(operation.responses).filter(([status]) => status.startsWith('2'));
        const described = success.some(([, response]) => (response as OpenAPIV3.ResponseObject).content);
        if (success.length === 0 || (method === 'get' && !described)) unsaid.push(`${method} ${url}`);
      }
    }
    expect(unsaid).toEqual([]);
  });

  it('entities are shared components, and the recursive report filter is one of them', () => {
    const portal = documents.get('/portal/api')!;
    const schemas = portal.components?.schemas ?? {};
    expect(Object.keys(schemas)).toEqual(expect.arrayContaining(['Problem', 'PortalFavorite', 'FilterTree']));
    const text = JSON.stringify(portal);
    // The problem+json answer is written once and referenced by every error response.
    expect(text.match(/"required":\["type","title","status","code"\]/g)).toHaveLength(1);
    expect(text).not.toContain('schema0');
    // Smaller than the 998 KB the portal's document had with every entity written out each time
    // (about 410 KB with the six GAEB export routes of the calculators, 434 KB with the heat pump
    // planning, the planner projects and the document library's calls, before the error answers
    // became one shared Problem response: about 360 KB; 398 KB before the calculators' results
    // said their units, 402 KB with `x-unit` on every result number and no description beside it).
    expect(text.length).toBeLessThan(410 * 1024);
  });

  it('a calculator input says its unit and its range (issue 22)', () => {
    const portal = documents.get('/portal/api')!;
    const resolve = resolverOf(portal);
    const bodyOf = (url: string) =>
      resolve(
        (portal.paths[url]!.post!.requestBody as OpenAPIV3.RequestBodyObject).content['application/json']!.schema,
      );
    // The heat load's room temperature: °C, from −60 to 130, 20 when not given.
    const raum = resolve(
      (bodyOf('/portal/api/BuildingCalc/calc').properties!.raeume as OpenAPIV3.ArraySchemaObject).items,
    );
    expect(raum.properties!.innenTemp).toMatchObject({ 'x-unit': '°C', minimum: -60, maximum: 130, default: 20 });
    expect(raum.properties!.volumen).toMatchObject({ 'x-unit': 'm³', maximum: 100000 });
    // The grille load's curve: mm up to 5 m.
    expect(bodyOf('/portal/api/ConvectorLoadCalc/calc').properties!.kurveBis).toMatchObject({
      'x-unit': 'mm',
      minimum: 1,
      maximum: 5000,
    });
    // A query parameter too: the KRN92's flow temperature.
    const parameters = portal.paths['/portal/api/PM/KRN92']?.get?.parameters as OpenAPIV3.ParameterObject[];
    expect(parameters.find((p) => p.name === 'VorlaufTemp')?.schema).toMatchObject({ 'x-unit': '°C', maximum: 130 });
    // Every number a calculation takes says its unit and both bounds in the document.
    const unsaid: string[] = [];
    const walk = (schema: unknown, path: string): void => {
      const s = resolve(schema);
      if (s.type === 'number' || s.type === 'integer') {
        const unit = (s as Record<string, unknown>)['x-unit'];
        if (typeof unit !== 'string' || s.minimum === undefined || s.maximum === undefined) unsaid.push(path);
      }
      for (const [name, property] of Object.entries(s.properties ?? {})) walk(property, `${path}.${name}`);
      if ('items' in s) walk(s.items, `${path}[]`);
      for (const option of [...(s.anyOf ?? []), ...(s.oneOf ?? [])]) walk(option, path);
    };
    const calculations = Object.entries(portal.paths).filter(
      ([url, item]) => /\/(calc|calcOutput|calc[A-Z]\w*)$|\/BuildingCalcV2$/.test(url) && item?.post,
    );
    expect(calculations.length).toBeGreaterThan(12);
    for (const [url] of calculations) walk(bodyOf(url), url);
    expect(unsaid).toEqual([]);
  });

  it('a calculator result says its unit too (issue 22)', () => {
    const portal = documents.get('/portal/api')!;
    const resolve = resolverOf(portal);
    const answerOf = (operation: OpenAPIV3.OperationObject) =>
      resolve((operation.responses['200'] as OpenAPIV3.ResponseObject).content!['application/json']!.schema);
    const radiator = answerOf(portal.paths['/portal/api/XFlair/calcOutput']!.post!);
    expect(radiator.properties!.heizleistung).toMatchObject({ 'x-unit': 'W' });
    expect(radiator.properties!.durchfluss).toMatchObject({ 'x-unit': 'l/h' });
    const krn92 = answerOf(portal.paths['/portal/api/PM/KRN92']!.get!);
    expect(JSON.stringify(krn92.properties!.qGesamtleistungReg1m)).toContain('"x-unit":"W/m"');
    // Every number of every calculation's answer says its unit, or (a curve's point) names the
    // field of its curve that does.
    const unsaid: string[] = [];
    const walk = (schema: unknown, path: string): void => {
      const s = resolve(schema) as OpenAPIV3.SchemaObject & Record<string, unknown>;
      if ((s.type === 'number' || s.type === 'integer') && !s.enum && s.const === undefined) {
        if (typeof s['x-unit'] !== 'string' && typeof s['x-unit-field'] !== 'string') unsaid.push(path);
      }
      for (const [name, property] of Object.entries(s.properties ?? {})) walk(property, `${path}.${name}`);
      if ('items' in s) walk(s.items, `${path}[]`);
      if (typeof s.additionalProperties === 'object') walk(s.additionalProperties, `${path}{}`);
      for (const option of [...(s.anyOf ?? []), ...(s.oneOf ?? [])]) walk(option, path);
    };
    const calculations = Object.entries(portal.paths).flatMap(([url, item]) =>
      /\/(calc|calcOutput|calc[A-Z]\w*)$|\/BuildingCalcV2$/.test(url) && item?.post
        ? [[url, item.post] as const]
        : url === '/portal/api/PM/KRN92' && item?.get
          ? [[url, item.get] as const]
          : [],
    );
    expect(calculations.length).toBeGreaterThan(13);
    for (const [url, operation] of calculations) walk(answerOf(operation), url);
    expect(unsaid).toEqual([]);
  });

  it('the SDK’s typed paths are generated from these documents (npm run openapi:types writes them)', async () => {
    for (const mount of API_MOUNTS) {
      const file = path.join(repositoryRoot(), SDK_API_TYPES[mount.prefix]);
      const generated = await openApiTypes(documents.get(mount.prefix)!);
      if (process.env.WRITE_OPENAPI_TYPES) fs.writeFileSync(file, generated);
      expect(fs.readFileSync(file, 'utf8'), `${file} is out of date: run npm run openapi:types`).toBe(generated);
    }
  });
});
