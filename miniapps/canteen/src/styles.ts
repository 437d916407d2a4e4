/**
 * The canteen's own styles, on top of the UI kit's (`p-*`, loaded by the shell). One column, no
 * fixed widths, touch targets of at least 48 px: employees order on a phone in the last minute.
 */
export const CSS = `
.cn { display: grid; gap: 1rem; max-width: 60rem; min-width: 0; overflow-wrap: break-word; }
.cn h2 { margin: 0; font-size: 1.25rem; }
.cn h3 { margin: 0; font-size: 1.1rem; }
.cn h4 { margin: 0.75rem 0 0.25rem; font-size: 1rem; }
.cn p { margin: 0.25rem 0; }
.cn-muted { color: var(--p-muted); }
.cn-toolbar { display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; align-items: flex-end; }
.cn-toolbar .p-field { margin-bottom: 0; min-width: min(100%, 11rem); flex: 1 1 11rem; }
.cn-toolbar .p-button { min-height: 48px; }
.cn-list { display: grid; gap: 1rem; list-style: none; margin: 0; padding: 0; }
.cn-card { background: var(--p-surface); border: 1px solid var(--p-border); border-radius: 10px; padding: 1rem; display: grid; gap: 0.5rem; min-width: 0; }
.cn-card--closed { background: var(--p-background); }
.cn-card__head { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 0.25rem 1rem; align-items: baseline; }
.cn-deadline { display: flex; flex-wrap: wrap; gap: 0.25rem 0.75rem; align-items: baseline; }
.cn-countdown { font-variant-numeric: tabular-nums; font-weight: 700; }
.cn-countdown--soon { color: var(--p-danger); }
.cn-decl { display: flex; flex-wrap: wrap; gap: 0 0.75rem; font-size: 0.9rem; }
.cn-decl-fields { border: 1px solid var(--p-border); border-radius: 8px; padding: 0.25rem 0.75rem; margin: 0.5rem 0;
  display: grid; grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr)); gap: 0 0.75rem; }
.cn-decl-fields legend { font-weight: 600; padding: 0 0.25rem; }
.cn-decl-fields .p-field { margin-bottom: 0; }
.cn-badge { display: inline-block; padding: 0.1rem 0.5rem; border-radius: 999px; background: #e4e7eb; color: var(--p-text); font-weight: 600; font-size: 0.9rem; }
.cn-articles { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.5rem; }
.cn-article { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0.5rem; padding: 0.5rem 0; border-bottom: 1px solid var(--p-border); }
.cn-article__text { flex: 1 1 10rem; min-width: 0; display: grid; }
.cn-article__price { font-variant-numeric: tabular-nums; font-weight: 600; }
.cn-stepper { display: inline-flex; align-items: center; gap: 0.25rem; }
.cn-stepper button { width: 48px; height: 48px; font-size: 1.5rem; line-height: 1; border-radius: var(--p-radius); border: 1px solid #7b8794; background: var(--p-surface); color: var(--p-text); cursor: pointer; touch-action: manipulation; }
.cn-stepper button:disabled { opacity: 0.45; cursor: not-allowed; }
.cn-stepper input { width: 3.25rem; height: 48px; text-align: center; font: inherit; font-size: 1.1rem; border: 1px solid #7b8794; border-radius: var(--p-radius); -moz-appearance: textfield; }
.cn-stepper input::-webkit-inner-spin-button, .cn-stepper input::-webkit-outer-spin-button { -webkit-appearance: none; margin: 0; }
.cn-fields { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr)); gap: 0 1rem; }
.cn-fields .p-field select, .cn-fields .p-field input { min-height: 48px; }
.cn-total { display: flex; justify-content: space-between; font-size: 1.1rem; font-weight: 700; }
.cn-wide { width: 100%; justify-content: center; min-height: 52px; font-size: 1.1rem; }
.cn-actions { display: flex; flex-wrap: wrap; gap: 0.5rem; }
.cn-actions .p-button { min-height: 48px; }
.cn-reason { color: var(--p-muted); font-size: 0.95rem; }
.cn-problem { color: var(--p-danger); font-weight: 600; }
.cn-conflict { border: 2px solid var(--p-warning); border-radius: var(--p-radius); padding: 0.5rem 0.75rem; background: #fff8e6; }
.cn .p-table { font-size: 0.95rem; }
.cn .p-table th, .cn .p-table td { padding: 0.45rem 0.5rem; }
.cn .p-table td.cn-num, .cn .p-table th.cn-num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
.cn .p-table tfoot th, .cn .p-table tfoot td { font-weight: 700; border-top: 2px solid var(--p-border); }
.cn-lines { margin: 0; padding-left: 1.1rem; }
.cn-plan-items { border: 1px solid var(--p-border); border-radius: var(--p-radius); padding: 0.5rem 0.75rem; margin: 0 0 0.9rem; }
.cn-plan-items legend { font-weight: 600; padding: 0 0.25rem; }
.cn-plan-items .p-field { margin-bottom: 0.25rem; }
.cn-plan-items .p-field--check label { min-height: 44px; }
.cn-visually-hidden { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0; }
@media (max-width: 40rem) {
  .cn-card { padding: 0.75rem; }
  .cn .p-table th, .cn .p-table td { padding: 0.4rem 0.3rem; }
  .cn-hide-narrow { display: none; }
}
`;
