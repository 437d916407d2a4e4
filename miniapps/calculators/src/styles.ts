/**
 * The calculator screens' layout, put into the page once as a style element (the portal's CSP
 * allows inline styles; a separate CSS file would need the shell to load it).
 */
export const CALCULATOR_CSS = `
.calc-app { display: grid; gap: 1rem; }
.calc-layout { display: grid; gap: 1.25rem; grid-template-columns: minmax(0, 1fr); align-items: start; }
@media (min-width: 1000px) { .calc-layout { grid-template-columns: minmax(0, 5fr) minmax(0, 6fr); } }
.calc-form fieldset { border: 1px solid var(--p-border); border-radius: 8px; padding: 0.75rem 1rem 0.25rem; margin: 0 0 1rem; background: var(--p-surface); min-width: 0; }
.calc-form legend { font-weight: 700; padding: 0 0.35rem; }
.calc-form fieldset fieldset { background: var(--p-background); }
.calc-pair { display: grid; gap: 0 0.75rem; grid-template-columns: repeat(auto-fit, minmax(10.5rem, 1fr)); }
/* Fields side by side share their rows (label, input, hint or error): a label that wraps to more
   lines leaves its neighbour's input on the same line instead of stretching it taller. */
.calc-pair > .p-field { grid-row: span 3; grid-template-rows: subgrid; row-gap: 0.25rem; align-items: start; }
.calc-pair > .p-field > label { align-self: end; }
.calc-results { display: grid; gap: 1rem; min-width: 0; background: var(--p-surface); border: 1px solid var(--p-border); border-radius: 10px; padding: 1rem; }
.calc-results h2 { margin: 0; font-size: 1.2rem; }
.calc-results h3 { margin: 0.25rem 0; font-size: 1.05rem; }
.calc-keyfigures { display: grid; gap: 0.75rem; grid-template-columns: repeat(auto-fit, minmax(9.5rem, 1fr)); margin: 0; }
.calc-keyfigures p { margin: 0; padding: 0.6rem 0.8rem; border-radius: 8px; background: #eef1f4; display: grid; gap: 0.15rem; }
.calc-keyfigures span { font-size: 0.85rem; color: #3e4c59; }
.calc-keyfigures strong { font-size: 1.5rem; font-variant-numeric: tabular-nums; }
.calc-keyfigures .calc-ok { background: #e3f1d4; }
.calc-keyfigures .calc-warn { background: #fdecc8; }
.calc-table caption { text-align: left; font-weight: 700; padding: 0.25rem 0 0.4rem; }
.calc-table th[scope="row"] { font-weight: 600; background: transparent; }
.calc-num { font-variant-numeric: tabular-nums; white-space: nowrap; }
.calc-problems { border-left: 4px solid var(--p-danger); padding: 0.4rem 0.8rem; background: #fdeceb; border-radius: 4px; }
.calc-problems p { margin: 0 0 0.25rem; font-weight: 600; }
.calc-problems ul, .calc-hints ul { margin: 0; padding-left: 1.2rem; }
.calc-hints { border-left: 4px solid var(--p-warning); padding: 0.4rem 0.8rem; background: #fff7e6; border-radius: 4px; }
.calc-note { color: var(--p-muted); font-size: 0.9rem; margin: 0; }
.calc-chart { margin: 0; display: grid; gap: 0.4rem; }
.calc-chart__title { font-weight: 700; }
.calc-chart__svg { width: 100%; height: auto; max-height: 22rem; background: #fff; }
.calc-chart__legend { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 0.35rem 1rem; font-size: 0.9rem; }
.calc-chart__legend li { display: inline-flex; align-items: center; gap: 0.35rem; }
.calc-chart__data summary { cursor: pointer; font-weight: 600; min-height: 32px; }
.calc-export { display: grid; gap: 0.25rem; border-top: 1px solid var(--p-border); padding-top: 0.75rem; }
.calc-export__buttons { display: flex; flex-wrap: wrap; gap: 0.5rem; }
.calc-export__status { margin: 0; min-height: 1.5em; }
.calc-status { display: flex; gap: 0.75rem; align-items: center; padding: 1rem; }
.calc-rooms { display: grid; gap: 0.75rem; }
.calc-row-actions { display: flex; flex-wrap: wrap; gap: 0.5rem; margin: 0 0 0.75rem; }
.calc-element { border-top: 1px dashed var(--p-border); padding-top: 0.5rem; }
.calc-tabs { display: flex; flex-wrap: wrap; gap: 0.25rem; border-bottom: 2px solid var(--p-border); }
.calc-tab { font: inherit; font-weight: 600; min-height: 44px; padding: 0.5rem 1rem; border: 1px solid transparent; border-bottom: none; border-radius: 8px 8px 0 0; background: transparent; color: var(--p-text); cursor: pointer; margin-bottom: -2px; }
.calc-tab[aria-selected="true"] { background: var(--p-surface); border-color: var(--p-border); border-bottom: 2px solid var(--p-surface); color: var(--p-primary-strong); }
.calc-tab:focus-visible { outline: 2px solid var(--p-primary-strong); outline-offset: 2px; }
`;

export function injectStyles(doc: Document): void {
  if (doc.getElementById('calculators-miniapp-styles')) return;
  const style = doc.createElement('style');
  style.id = 'calculators-miniapp-styles';
  style.textContent = CALCULATOR_CSS;
  doc.head.append(style);
}
