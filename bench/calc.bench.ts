/**
 * Heating-calculator engine against a plain arithmetic baseline, in one run on this machine.
 *
 *   radiator calculation: calculateRadiator for one given radiator (type 22, 600 × 1000) with
 *     input validation, EN 442 conversion, valve presetting and sound; budget 0.1 ms
 *   selection over the whole catalogue: calculateRadiator selecting the size for every type and
 *     execution of the sample catalogue (every catalogue row evaluated once); budget 5 ms
 *   baseline: 1000 Math.pow calls summed, the cost of the raw arithmetic an engine is made of
 *
 * Prints ops/s, mean time, the ratio to the baseline and PASS/OVER against the budget.
 * It only reports: it never fails the test run. Run: npx tsx bench/calc.bench.ts
 */
import { calculateRadiator, sampleCatalogues } from '../packages/calc/src/index';

interface Measurement {
  name: string;
  meanMs: number;
  opsPerSecond: number;
}

let sink = 0;

/** Runs fn in growing batches until minMs of measured time has passed; returns the mean per call. */
function measure(name: string, fn: () => number, minMs = 500): Measurement {
  for (let i = 0; i < 50; i++) sink += fn(); // warm-up so the JIT has compiled the hot paths
  let calls = 0;
  let elapsed = 0;
  let batch = 1;
  while (elapsed < minMs) {
    const start = performance.now();
    for (let i = 0; i < batch; i++) sink += fn();
    elapsed += performance.now() - start;
    calls += batch;
    batch = Math.min(batch * 2, 10_000);
  }
  const meanMs = elapsed / calls;
  return { name, meanMs, opsPerSecond: 1000 / meanMs };
}

function baseline(): number {
  let s = 0;
  for (let i = 0; i < 1000; i++) s += (1 + i * 1e-4) ** 1.3;
  return s;
}

function main(): void {
  const catalogues = sampleCatalogues(); // parsed once, as the browser does when the mini-app loads
  const one = {
    heizkoerpertyp: '22',
    ausfuehrung: 'kompakt',
    zielLeistung: 1200,
    toleranz: 0.05,
    vorlaufTemp: 55,
    ruecklaufTemp: 45,
    raumTemp: 20,
    differenzdruck: 100,
    regeldifferenz: 2,
    bauhoehe: 600,
    baulaenge: 1000,
  };
  const pairs = [...new Set(catalogues.radiators.map((r) => `${r.heizkoerpertyp}|${r.ausfuehrung}`))].map(
    (k) => k.split('|') as [string, string],
  );

  const base = measure('baseline: 1000 × Math.pow', baseline);
  const cases = [
    {
      budgetMs: 0.1,
      m: measure('radiator calculation (one radiator)', () => calculateRadiator(one, catalogues).heizleistung),
    },
    {
      budgetMs: 5,
      m: measure(
        `selection over the whole catalogue (${catalogues.radiators.length} rows, ${pairs.length} type/execution pairs)`,
        () => {
          let s = 0;
          for (const [heizkoerpertyp, ausfuehrung] of pairs) {
            s += calculateRadiator(
              { ...one, heizkoerpertyp, ausfuehrung, bauhoehe: undefined, baulaenge: undefined },
              catalogues,
            ).heizleistung;
          }
          return s;
        },
      ),
    },
  ];

  const fmt = (ms: number) => (ms < 1 ? `${(ms * 1000).toFixed(2)} µs` : `${ms.toFixed(3)} ms`);
  console.log(`node ${process.version}, ${new Date().toISOString()}`);
  console.log(`${base.name}: ${Math.round(base.opsPerSecond).toLocaleString('en')} ops/s, mean ${fmt(base.meanMs)}`);
  for (const { budgetMs, m } of cases) {
    const verdict = m.meanMs <= budgetMs ? 'PASS' : 'OVER';
    console.log(
      `${m.name}: ${Math.round(m.opsPerSecond).toLocaleString('en')} ops/s, mean ${fmt(m.meanMs)}, ` +
        `${(m.meanMs / base.meanMs).toFixed(2)} × baseline, budget ${fmt(budgetMs)}: ${verdict}`,
    );
  }
  if (sink === 42) console.log(''); // keeps the results alive so no call is optimised away
}

try {
  main();
} catch (error) {
  console.error('calc benchmark could not run:', error);
}
