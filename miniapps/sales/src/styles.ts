/** The sales screens' own styles on top of the UI kit's (`p-*`). */
export const CSS = `
.sa { display: grid; gap: 1rem; max-width: 80rem; min-width: 0; overflow-wrap: break-word; }
.sa h2 { margin: 0; font-size: 1.25rem; }
.sa h3 { margin: 0.5rem 0 0.25rem; font-size: 1.1rem; }
.sa p { margin: 0.25rem 0; }
.sa-muted { color: var(--p-muted); }
.sa-error { color: var(--p-danger); }
.sa-form { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 12rem), 1fr)); gap: 0.5rem 1rem; align-items: end; }
.sa-form .p-field { margin-bottom: 0; }
.sa-fieldset { border: 0; padding: 0; margin: 0; min-width: 0; }
.sa-form__actions { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; }
.sa-form__wide { grid-column: 1 / -1; max-width: 36rem; }
.sa table { border-collapse: collapse; width: 100%; }
.sa th, .sa td { text-align: left; padding: 0.35rem 0.5rem; border-bottom: 1px solid var(--p-border); vertical-align: top; }
.sa .sa-num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
.sa tfoot th, .sa tfoot td { font-weight: 700; }
.sa-detail { background: var(--p-surface); border: 1px solid var(--p-border); border-radius: 10px; padding: 1rem; display: grid; gap: 0.75rem; min-width: 0; }
.sa-facts { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 14rem), 1fr)); gap: 0.5rem 1rem; margin: 0; }
.sa-facts dt { color: var(--p-muted); font-size: 0.875rem; }
.sa-facts dd { margin: 0; }
.sa-chart { margin: 0; display: grid; gap: 0.5rem; }
.sa-chart__svg { width: 100%; height: auto; max-height: 22rem; background: var(--p-surface); border: 1px solid var(--p-border); border-radius: 6px; }
.sa-chart__svg text { font-size: 11px; fill: #3e4c59; }
.sa-chart__grid { stroke: #d9dee3; }
.sa-chart__rule { stroke: #52606d; }
.sa-chart__bar { fill: var(--p-primary, #ef7d00); }
.sa-chart__comparison polyline { stroke: #1f2933; stroke-width: 2.5; stroke-dasharray: 6 4; }
.sa-chart__comparison circle { fill: #1f2933; }
.sa-legend { display: flex; flex-wrap: wrap; gap: 0.25rem 1.25rem; list-style: none; margin: 0; padding: 0; }
.sa-swatch { display: inline-block; width: 0.8em; height: 0.8em; vertical-align: middle; }
.sa-swatch--bar { background: var(--p-primary, #ef7d00); }
.sa-swatch--line { height: 0; width: 1.6em; border-top: 3px dashed #1f2933; }
.sa-series__line polyline { stroke: var(--sa-series); stroke-width: 2.5; stroke-dasharray: var(--sa-dash); }
.sa-series__line circle { fill: var(--sa-series); }
.sa-series--0 { --sa-series: #0b5cad; --sa-dash: none; --sa-border: solid; }
.sa-series--1 { --sa-series: #b3400a; --sa-dash: 8 4; --sa-border: dashed; }
.sa-series--2 { --sa-series: #1d7a4f; --sa-dash: 2 3; --sa-border: dotted; }
.sa-series--3 { --sa-series: #7a3e9d; --sa-dash: 12 4 2 4; --sa-border: dashed; }
.sa-series--4 { --sa-series: #1f2933; --sa-dash: 4 4; --sa-border: dotted; }
.sa-swatch--series { height: 0; width: 1.6em; border-top: 3px var(--sa-border) var(--sa-series); }
.sa-filters { display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; align-items: flex-start; }
.sa-multi { position: relative; min-width: 12rem; }
.sa-multi summary { cursor: pointer; display: grid; gap: 0.15rem; }
.sa-multi__label { font-weight: 600; }
.sa-multi__chosen { color: var(--p-muted); }
.sa-multi__options { border: 1px solid var(--p-border); border-radius: 6px; background: var(--p-surface); padding: 0.5rem; margin: 0.25rem 0 0; display: grid; gap: 0.25rem; max-height: 16rem; overflow-y: auto; }
.sa-multi__option { display: flex; gap: 0.4rem; align-items: center; }
.sa-multi__clear { justify-self: start; background: none; border: 0; padding: 0; font: inherit; color: var(--p-primary-strong); text-decoration: underline; cursor: pointer; }
.sa-crumbs ol { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; list-style: none; margin: 0; padding: 0; }
.sa-crumbs li + li::before { content: '›'; margin-right: 0.5rem; color: var(--p-muted); }
.sa-crumbs [aria-current] { font-weight: 700; }
.sa-drill { background: none; border: 0; padding: 0; font: inherit; color: var(--p-primary-strong); text-decoration: underline; cursor: pointer; text-align: left; }
.sa-list { margin: 0; padding-left: 1rem; }
.cf-steps { display: flex; flex-wrap: wrap; gap: 0.5rem; list-style: none; margin: 0; padding: 0; }
.cf-step { border: 1px solid var(--p-border); background: var(--p-surface); color: inherit; border-radius: 999px; padding: 0.3rem 0.8rem; cursor: pointer; font: inherit; }
.cf-step[aria-current='step'] { border-color: var(--p-primary, #ef7d00); font-weight: 700; box-shadow: inset 0 0 0 1px var(--p-primary, #ef7d00); }
.cf h3:focus { outline: none; }
.cf-field { display: grid; gap: 0.35rem; }
.cf-field legend { font-weight: 600; margin-bottom: 0.25rem; }
.cf-values { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 14rem), 1fr)); gap: 0.35rem 1rem; }
.cf-value { display: grid; grid-template-columns: auto 1fr; gap: 0 0.4rem; align-items: start; cursor: pointer; }
.cf-value--disabled { cursor: not-allowed; }
.cf-value--disabled span { text-decoration: line-through; }
.cf-reason { grid-column: 2; color: var(--p-muted); font-size: 0.85rem; }
.cf-info { margin: 0; padding: 0.5rem 0.75rem; border-left: 3px solid var(--p-border); }
.cf-info-toggle { justify-self: start; }
.cf-result dd { font-size: 1.1rem; font-weight: 700; }
.cf-save h4 { grid-column: 1 / -1; margin: 0.5rem 0 0; }
`;
