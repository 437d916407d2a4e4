/** The KPI and MES flash screens' own styles on top of the UI kit's (`p-*`). The light carries an icon and a word, never colour alone. */
export const CSS = `
.pr { display: grid; gap: 1rem; max-width: 70rem; min-width: 0; overflow-wrap: break-word; }
.pr h2 { margin: 0; font-size: 1.25rem; }
.pr h3 { margin: 0.5rem 0 0.25rem; font-size: 1.1rem; }
.pr h4 { margin: 0.25rem 0 0; font-size: 1rem; }
.pr p { margin: 0.25rem 0; }
.pr-muted { color: var(--p-muted); }
.pr-sites { display: grid; gap: 1rem; list-style: none; margin: 0; padding: 0; }
.pr-site { background: var(--p-surface); border: 1px solid var(--p-border); border-radius: 10px; padding: 1rem; display: grid; gap: 0.5rem; min-width: 0; }
.pr-site__head { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 0.25rem 1rem; align-items: baseline; }
.pr table { border-collapse: collapse; width: 100%; }
.pr th, .pr td { text-align: left; padding: 0.35rem 0.5rem; border-bottom: 1px solid var(--p-border); vertical-align: middle; }
.pr td.pr-num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
.pr-light { display: inline-flex; align-items: center; gap: 0.35rem; font-weight: 600; padding: 0.1rem 0.5rem; border-radius: 999px; border: 1px solid currentColor; white-space: nowrap; }
.pr-light--green { color: #1e6b34; background: #e3f4e8; }
.pr-light--yellow { color: #6b4c00; background: #fff4cc; }
.pr-light--red { color: #a3111a; background: #fde8e8; }
.pr-light--none { color: #4a5561; background: #eef0f2; }
.pr-toolbar { display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; align-items: flex-end; }
.pr-toolbar .p-field { margin-bottom: 0; min-width: min(100%, 12rem); }
.pr-edit { display: grid; gap: 0.5rem; }
.pr-edit__row { display: grid; grid-template-columns: minmax(10rem, 1fr) minmax(7rem, 10rem) minmax(7rem, 10rem); gap: 0.5rem 1rem; align-items: end; }
@media (max-width: 40rem) { .pr-edit__row { grid-template-columns: 1fr 1fr; } .pr-edit__row > :first-child { grid-column: 1 / -1; } }
.pr-edit .p-field { margin-bottom: 0; }
.pr-error { color: var(--p-danger); }
.pr-trend { display: grid; gap: 0.5rem; }
.pr-chart { margin: 0; }
.pr-chart svg { width: 100%; height: auto; max-width: 48rem; display: block; }
.pr-chart__grid { stroke: var(--p-border); stroke-width: 1; }
.pr-chart__label { font-size: 11px; fill: var(--p-muted); }
.pr-chart__band { fill: #1e6b34; fill-opacity: 0.15; }
.pr-chart__target { fill: none; stroke: #1e6b34; stroke-width: 1.5; stroke-dasharray: 6 4; }
.pr-chart__actual { fill: none; stroke: var(--p-text); stroke-width: 2; }
.pr-chart__point { stroke: var(--p-surface, #fff); stroke-width: 1; fill: #4a5561; }
.pr-chart__point--green { fill: #1e6b34; }
.pr-chart__point--yellow { fill: #8a6200; }
.pr-chart__point--red { fill: #a3111a; }
.pr-chart__legend { display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; font-size: 0.9rem; }
.pr-chart__key::before { content: ''; display: inline-block; width: 1.5rem; height: 0.6rem; margin-right: 0.35rem; vertical-align: middle; }
.pr-chart__key--actual::before { border-top: 2px solid var(--p-text); height: 0; }
.pr-chart__key--target::before { border-top: 2px dashed #1e6b34; height: 0; }
.pr-chart__key--band::before { background: rgba(30, 107, 52, 0.15); }
`;
