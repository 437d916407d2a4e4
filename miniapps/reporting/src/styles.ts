/** The report builder's own styles on top of the UI kit's (`p-*`). */
export const CSS = `
.rp { display: grid; gap: 1rem; max-width: 80rem; min-width: 0; overflow-wrap: break-word; }
.rp h2 { margin: 0; font-size: 1.25rem; }
.rp h3 { margin: 0.5rem 0 0.25rem; font-size: 1.1rem; }
.rp p { margin: 0.25rem 0; }
.rp fieldset { border: 1px solid var(--p-border); border-radius: 8px; padding: 0.75rem; margin: 0; min-width: 0; display: grid; gap: 0.5rem; }
.rp legend { font-weight: 600; padding: 0 0.25rem; }
.rp fieldset.rp-group { border-left: 4px solid var(--p-border); background: color-mix(in srgb, var(--p-border) 12%, transparent); }
.rp-row { display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; align-items: flex-end; }
.rp-row .p-field { margin-bottom: 0; min-width: min(100%, 12rem); }
.rp-checks { display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; }
.rp-checks .p-field { margin-bottom: 0; }
.rp-muted { color: var(--p-muted); }
.rp-actions { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; }
.rp table { border-collapse: collapse; width: 100%; }
.rp th, .rp td { text-align: left; padding: 0.35rem 0.5rem; border-bottom: 1px solid var(--p-border); white-space: nowrap; }
.rp td.rp-num { text-align: right; font-variant-numeric: tabular-nums; }
.rp-error { color: var(--p-danger); }
.rp-list { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.25rem; }
.rp-list li { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; justify-content: space-between; }
.rp-chart { margin: 0; display: grid; gap: 0.25rem; min-width: 0; }
.rp-chart figcaption { font-weight: 600; }
.rp-chart svg { max-width: 36rem; height: auto; }
.rp-number { font-size: 2rem; font-weight: 600; font-variant-numeric: tabular-nums; }
.rp-dashboard { display: grid; gap: 1rem; grid-template-columns: repeat(auto-fill, minmax(min(100%, 24rem), 1fr)); }
.rp-card { border: 1px solid var(--p-border); border-radius: 8px; padding: 0.75rem; display: grid; gap: 0.25rem; min-width: 0; justify-items: start; }
`;
