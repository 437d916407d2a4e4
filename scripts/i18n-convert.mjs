#!/usr/bin/env node
/*
 * i18n-convert: turns a mini-app's old-format texts.ts (five language objects `de`, `en`, `cs`,
 * `fr`, `it` and `textsFor(locale)`) into the translation-ref convention of docs/translations.md:
 *
 *   miniapps/<name>/src/locales/<lang>.json   the messages, i18next format ({{value}}, key_one/key_other…)
 *   miniapps/<name>/src/texts.ts              a thin typed module: same file name, same exports
 *                                             (`textsFor`, `Texts`, `fill`, helpers), backed by i18next
 *
 * Run from the repository root:
 *
 *   node scripts/i18n-convert.mjs <name> [<name> …]     convert (or re-convert) mini-apps
 *   node scripts/i18n-convert.mjs --verify <name> …     compare a converted mini-app with the old texts.ts
 *                                                        kept in git (`--ref <commit>`, default HEAD)
 *
 * Re-runnable: when a branch added keys to an old-format texts.ts, take that file as it is after the
 * merge and run the script again. Keys it has are (re)written into every language's JSON; keys that
 * only the JSON files have (added by translators) stay. Then run `npx biome check --write
 * miniapps/<name>/src/texts.ts` and the mini-app's tests.
 *
 * How functions become messages: each function is called with `{{name}}` placeholders (names taken
 * from the German function's parameters) and, per parameter, with numbers of every plural category
 * of the language (Intl.PluralRules). A parameter whose output changes with the category becomes
 * i18next's `count` (messages `key_one`, `key_few`, …). A function whose output cannot be written
 * as a template (formatting, callbacks, logic on strings) stops the conversion with its path.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import ts from 'typescript';

const LOCALES = ['de', 'en', 'cs', 'fr', 'it'];
const ROOT = process.cwd();
const SAMPLES = [1, 0, 2, 3, 4, 5, 7, 11, 21, 1.5, 1000000];

/** Bundles a TypeScript module (workspace packages from source) and imports it. */
async function importTs(file, source) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'i18n-convert-'));
  const out = path.join(dir, 'module.mjs');
  await esbuild.build({
    ...(source
      ? { stdin: { contents: source, resolveDir: path.dirname(file), sourcefile: file, loader: 'ts' } }
      : { entryPoints: [file] }),
    bundle: true,
    format: 'esm',
    platform: 'node',
    outfile: out,
    conditions: ['source'],
    logLevel: 'error',
    keepNames: true,
    external: ['react', 'react-dom'],
    loader: { '.json': 'json' },
  });
  try {
    return await import(pathToFileURL(out).href);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Parameter names of a function, from its source. */
function paramNames(fn, where) {
  const src = fn.toString();
  const m = src.match(/^(?:async\s*)?(?:function\s*\w*\s*)?\(([^)]*)\)/) ?? src.match(/^(\w+)\s*=>/);
  if (!m) throw new Error(`${where}: cannot read the parameters of ${src.slice(0, 60)}`);
  const list = m[1].trim();
  if (!list) return [];
  return list.split(',').map((p) => {
    const name = p.trim().replace(/\s*=.*$/, '');
    if (!/^\w+$/.test(name)) throw new Error(`${where}: parameter "${p}" is not a plain name`);
    return name;
  });
}

const placeholder = (name) => `{{${name}}}`;
const numberPattern = (n) => new RegExp(`(?<![\\d.,])${String(n).replace('.', '\\.')}(?![\\d]|[.,]\\d)`, 'g');

/** The category samples of a language: category → numbers. */
function categories(lang) {
  const rules = new Intl.PluralRules(lang);
  const byCategory = new Map();
  for (const n of SAMPLES) {
    const c = rules.select(n);
    if (!byCategory.has(c)) byCategory.set(c, []);
    if (byCategory.get(c).length < 2) byCategory.get(c).push(n);
  }
  return byCategory;
}

/** A function as messages: { plain } or { plural: { category: template }, count }. */
function templatize(fn, names, lang, where) {
  const sentinels = names.map(placeholder);
  let base;
  try {
    base = fn(...sentinels);
  } catch (error) {
    throw new Error(`${where} (${lang}): cannot be called with placeholders: ${error.message}`);
  }
  if (typeof base !== 'string') throw new Error(`${where} (${lang}): returns ${typeof base}, not a text`);
  let plural = null;
  names.forEach((name, i) => {
    const byCategory = {};
    for (const [category, numbers] of categories(lang)) {
      for (const n of numbers) {
        const args = [...sentinels];
        args[i] = n;
        let out;
        try {
          out = fn(...args);
        } catch (error) {
          throw new Error(`${where} (${lang}): fails for ${name}=${n}: ${error.message}`);
        }
        const template = out.replace(numberPattern(n), placeholder(name));
        if (byCategory[category] !== undefined && byCategory[category] !== template) {
          // e.g. French `n === 1 ? … : …` where the language's rule puts 0 with 1: the rule wins.
          console.warn(`${where} (${lang}): ${name}=${n} now reads as plural category ${category}`);
          continue;
        }
        byCategory[category] = template;
      }
    }
    const distinct = new Set(Object.values(byCategory));
    if (distinct.size === 1 && distinct.has(base)) return;
    if (distinct.size === 1) throw new Error(`${where} (${lang}): ${name} is formatted, not written as it is`);
    if (plural) throw new Error(`${where} (${lang}): more than one parameter picks a plural form`);
    plural = { count: name, forms: byCategory };
  });
  return plural ?? { plain: base };
}

const braces = (text) => text.replace(/\{(\w+)\}/g, '{{$1}}').replace(/\{\{\{(\w+)\}\}\}/g, '{{$1}}');

/** Collects function parameter names over every language (German's first). */
function collectNames(values, prefix = '', names = new Map()) {
  for (const lang of LOCALES) {
    const value = values[lang];
    if (typeof value === 'function') {
      const own = paramNames(value, prefix);
      const known = names.get(prefix) ?? [];
      names.set(
        prefix,
        Array.from({ length: Math.max(known.length, own.length) }, (_, i) => known[i] ?? own[i]),
      );
    }
  }
  const de = values.de;
  if (de && typeof de === 'object' && !Array.isArray(de)) {
    for (const key of Object.keys(de)) {
      const sub = Object.fromEntries(LOCALES.map((l) => [l, values[l]?.[key]]));
      collectNames(sub, prefix ? `${prefix}.${key}` : key, names);
    }
  }
  return names;
}

/** Writes one language's value at `path` into the flat message map; returns the call shape if any. */
function convert(value, lang, where, names, flat, shapes) {
  if (value === undefined) return;
  if (typeof value === 'string') {
    flat[lang].set(where, braces(value));
  } else if (Array.isArray(value)) {
    if (!value.every((v) => typeof v === 'string')) throw new Error(`${where}: an array of non-texts`);
    flat[lang].set(where, value.map(braces));
  } else if (typeof value === 'function') {
    const list = names.get(where) ?? [];
    const result = templatize(value, list, lang, where);
    const shape = shapes.get(where) ?? { names: list, count: undefined };
    if (result.plain !== undefined) flat[lang].set(where, result.plain);
    else {
      // The value that picks the form is i18next's {{count}}, as translators know it.
      for (const [category, template] of Object.entries(result.forms))
        flat[lang].set(`${where}_${category}`, template.replaceAll(placeholder(result.count), '{{count}}'));
      if (shape.count && shape.count !== result.count)
        throw new Error(`${where}: languages pluralize different values`);
      shape.count = result.count;
    }
    shapes.set(where, shape);
  } else if (value && typeof value === 'object') {
    for (const [key, sub] of Object.entries(value))
      convert(sub, lang, `${where ? `${where}.` : ''}${key}`, names, flat, shapes);
  } else throw new Error(`${where} (${lang}): ${typeof value} is not a text`);
}

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Nested JSON from a flat map (keys in German's order, then the rest). */
function unflatten(flat) {
  const out = {};
  for (const [key, value] of flat) {
    const parts = key.split('.');
    let node = out;
    for (const part of parts.slice(0, -1)) {
      node[part] ??= {};
      node = node[part];
    }
    node[parts.at(-1)] = value;
  }
  return out;
}

function flatten(tree, prefix = '', out = new Map()) {
  for (const [key, value] of Object.entries(tree)) {
    const where = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object' && !Array.isArray(value)) flatten(value, where, out);
    else out.set(where, value);
  }
  return out;
}

/** The TypeScript types of the old Texts: functions and open tables, printed for the Calls interface. */
function callTypes(file) {
  const program = ts.createProgram([file], {
    strict: true,
    noUncheckedIndexedAccess: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    resolveJsonModule: true,
    customConditions: ['source'],
    skipLibCheck: true,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  const textsFor = source.statements.find((s) => ts.isFunctionDeclaration(s) && s.name?.text === 'textsFor');
  if (!textsFor) throw new Error(`${file}: no textsFor(locale) function; this script converts the object format only`);
  const signature = checker.getSignatureFromDeclaration(textsFor);
  const textsType = checker.getReturnTypeOfSignature(signature);
  const flags = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.WriteArrowStyleSignature;
  const calls = new Map();
  const walk = (type, prefix) => {
    for (const property of type.getProperties()) {
      const where = prefix ? `${prefix}.${property.name}` : property.name;
      const propertyType = checker.getTypeOfSymbol(property);
      const isTable =
        propertyType.aliasSymbol?.name === 'Record' ||
        checker.getIndexInfosOfType(propertyType).length > 0 ||
        (propertyType.getProperties().length === 0 &&
          propertyType.getCallSignatures().length === 0 &&
          !(propertyType.flags & ts.TypeFlags.StringLike));
      if (propertyType.getCallSignatures().length > 0)
        calls.set(where, checker.typeToString(propertyType, textsFor, flags));
      else if (checker.isArrayType(propertyType) || checker.isTupleType(propertyType))
        calls.set(where, checker.typeToString(propertyType, textsFor, flags));
      else if (isTable && !(propertyType.flags & ts.TypeFlags.StringLike))
        calls.set(where, checker.typeToString(propertyType, textsFor, flags));
      else if (propertyType.flags & ts.TypeFlags.Object) walk(propertyType, where);
    }
  };
  walk(textsType, '');
  // Functions inside a table are typed by the table.
  for (const key of [...calls.keys()]) {
    if ([...calls.keys()].some((other) => other !== key && key.startsWith(`${other}.`))) calls.delete(key);
  }
  return { calls, source };
}

/** The old file's statements that are not the texts themselves (helpers, re-exports, types). */
function keptStatements(source) {
  const removedNames = new Set([...LOCALES, 'TEXTS', 'textsFor', 'Texts']);
  const text = source.getFullText();
  const isRemoved = (statement) => {
    if (ts.isVariableStatement(statement))
      return statement.declarationList.declarations.every(
        (d) => ts.isIdentifier(d.name) && removedNames.has(d.name.text),
      );
    if (
      ts.isFunctionDeclaration(statement) ||
      ts.isInterfaceDeclaration(statement) ||
      ts.isTypeAliasDeclaration(statement)
    )
      return removedNames.has(statement.name?.text ?? '');
    return false;
  };
  let statements = source.statements.filter((s) => !isRemoved(s));
  const nameOf = (s) =>
    ts.isFunctionDeclaration(s) || ts.isTypeAliasDeclaration(s) || ts.isInterfaceDeclaration(s)
      ? s.name?.text
      : ts.isVariableStatement(s) &&
          s.declarationList.declarations.length === 1 &&
          ts.isIdentifier(s.declarationList.declarations[0].name)
        ? s.declarationList.declarations[0].name.text
        : undefined;
  const exported = (s) => s.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  // Drop private helpers that only the language objects used.
  for (let changed = true; changed; ) {
    changed = false;
    const body = statements.map((s) => text.slice(s.getFullStart(), s.getEnd())).join('\n');
    statements = statements.filter((s) => {
      const name = nameOf(s);
      if (!name || exported(s) || ts.isImportDeclaration(s)) return true;
      const uses = body.match(new RegExp(`\\b${name}\\b`, 'g'))?.length ?? 0;
      if (uses > 1) return true;
      changed = true;
      return false;
    });
  }
  return statements.map((s) => ({
    import: ts.isImportDeclaration(s),
    text: text.slice(s.getFullStart(), s.getEnd()).replace(/^\n+/, ''),
  }));
}

function quote(key) {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? key : `'${key}'`;
}

async function convertMiniApp(name) {
  const dir = path.join(ROOT, 'miniapps', name, 'src');
  const file = path.join(dir, 'texts.ts');
  const old = fs.readFileSync(file, 'utf8');
  if (old.includes('createTranslationRef') || old.includes('@generated i18n-convert')) {
    console.log(
      `${name}: texts.ts is already converted; take the old-format file (e.g. from the merged branch) to re-run`,
    );
    return;
  }
  const module = await importTs(file);
  const values = Object.fromEntries(LOCALES.map((l) => [l, module.textsFor(l)]));
  const names = collectNames(values);
  const flat = Object.fromEntries(LOCALES.map((l) => [l, new Map()]));
  const shapes = new Map();
  for (const lang of LOCALES) convert(values[lang], lang, '', names, flat, shapes);
  // Where any language picks a plural form by a value, every language writes that value {{count}}.
  for (const [where, shape] of shapes) {
    if (!shape.count) continue;
    for (const lang of LOCALES) {
      for (const [key, text] of flat[lang]) {
        if (key.replace(PLURAL, '') === where && typeof text === 'string')
          flat[lang].set(key, text.replaceAll(placeholder(shape.count), '{{count}}'));
      }
    }
  }
  const { calls, source } = callTypes(file);

  // Merge into existing JSON: the old texts.ts wins for the keys it has; keys only the JSON has stay.
  const localeDir = path.join(dir, 'locales');
  fs.mkdirSync(localeDir, { recursive: true });
  for (const lang of LOCALES) {
    const target = path.join(localeDir, `${lang}.json`);
    const existing = fs.existsSync(target) ? flatten(JSON.parse(fs.readFileSync(target, 'utf8'))) : new Map();
    const bases = new Set([...flat[lang].keys()].map((k) => k.replace(PLURAL, '')));
    const merged = new Map(flat[lang]);
    for (const [key, value] of existing) if (!bases.has(key.replace(PLURAL, ''))) merged.set(key, value);
    fs.writeFileSync(target, `${JSON.stringify(unflatten(merged), null, 2)}\n`);
  }

  const kept = keptStatements(source);
  const imports = kept.filter((k) => k.import).map((k) => k.text);
  const rest = kept.filter((k) => !k.import).map((k) => k.text);
  const shapeLines = [...shapes]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, shape]) => `    '${key}': '${shape.names.join(',')}${shape.count ? `|${shape.count}` : ''}',`);
  const callLines = [...calls].map(([key, type]) => `  '${key}': ${type};`);
  const out = `// @generated i18n-convert: the ${name} mini-app's texts, ./locales/<language>.json (docs/translations.md).

${imports.some((line) => /\bLocale\b/.test(line)) ? '' : "import type { Locale } from '@portal/contracts';\n"}import { createTranslationRef, type TextsOf } from '@portal/sdk';
${imports.join('\n')}
import de from './locales/de.json';

${callLines.length ? `interface Calls {\n${callLines.join('\n')}\n}\n\n` : ''}export const translations = createTranslationRef<typeof de${callLines.length ? ', Calls' : ''}>({
  id: '${name}',
  messages: de,
  translations: (locale) => import(\`./locales/${'$'}{locale}.json\`),
${shapeLines.length ? `  calls: {\n${shapeLines.join('\n')}\n  },\n` : ''}});

export type Texts = TextsOf<typeof de${callLines.length ? ', Calls' : ''}>;

export const { textsFor, load: loadTexts, loadAll: loadAllTexts } = translations;
${rest.length ? `\n${rest.join('\n\n')}\n` : ''}`;
  fs.writeFileSync(
    file,
    out.replace(/^(\s*)'(\w+)':/gm, (_, space, key) => `${space}${quote(key)}:`),
  );
  console.log(`${name}: ${flat.de.size} German messages, ${shapes.size} with values, ${calls.size} typed calls/tables`);
}

/** Compares the converted module with the old texts.ts from git, key by key, for German and English (and the rest). */
async function verify(name, ref) {
  const rel = `miniapps/${name}/src/texts.ts`;
  const oldSource = execFileSync('git', ['show', `${ref}:${rel}`], { cwd: ROOT, encoding: 'utf8' });
  const file = path.join(ROOT, rel);
  const before = await importTs(file, oldSource);
  const after = await importTs(file);
  const now = await after.loadAllTexts();
  const args = [
    ['Xy', 'Zw', 'Uv', 'Ts'],
    [0, 0, 0, 0],
    [1, 1, 1, 1],
    [2, 3, 4, 5],
    [5, 7, 11, 21],
    [1.5, 2, 3, 4],
    [21, 22, 1, 2],
  ];
  const diffs = [];
  const walk = (a, b, where) => {
    if (typeof a === 'function') {
      if (typeof b !== 'function') return diffs.push(`${where}: not a function`);
      for (const set of args) {
        let x;
        try {
          x = a(...set);
        } catch {
          continue;
        }
        const y = b(...set);
        if (x !== y) diffs.push(`${where}(${set.join(', ')}): ${JSON.stringify(x)} ≠ ${JSON.stringify(y)}`);
      }
    } else if (a && typeof a === 'object') {
      for (const key of Object.keys(a)) walk(a[key], b?.[key], `${where}.${key}`);
    } else if (JSON.stringify(a) !== JSON.stringify(b))
      diffs.push(`${where}: ${JSON.stringify(a)} ≠ ${JSON.stringify(b)}`);
  };
  for (const lang of LOCALES) walk(before.textsFor(lang), now[lang], `${name}.${lang}`);
  console.log(diffs.length ? diffs.join('\n') : `${name}: every key identical in all five languages`);
  return diffs.length === 0;
}

const argv = process.argv.slice(2);
if (argv[0] === '--verify') {
  const refIndex = argv.indexOf('--ref');
  const ref = refIndex >= 0 ? argv[refIndex + 1] : 'HEAD';
  const names = argv.slice(1).filter((a, i, all) => a !== '--ref' && all[i - 1] !== '--ref');
  let ok = true;
  for (const name of names) ok = (await verify(name, ref)) && ok;
  process.exit(ok ? 0 : 1);
}
if (argv.length === 0) {
  console.error('usage: node scripts/i18n-convert.mjs <miniapp> [...] | --verify <miniapp> [--ref <commit>]');
  process.exit(2);
}
for (const name of argv) await convertMiniApp(name);
