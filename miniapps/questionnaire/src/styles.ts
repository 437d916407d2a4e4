/** The questionnaire screens' own styles on top of the UI kit's (`p-*`). */
export const CSS = `
.qn { display: grid; gap: 0.75rem; max-width: 60rem; min-width: 0; overflow-wrap: break-word; }
.qn h2 { margin: 0; font-size: 1.25rem; }
.qn h3 { margin: 0; font-size: 1.05rem; }
.qn h4 { margin: 0.5rem 0 0.25rem; font-size: 1rem; }
.qn p { margin: 0.25rem 0; }
.qn-muted { color: var(--p-muted); }
.qn-note { background: var(--p-surface); border-left: 4px solid var(--p-primary, #1d4ed8); padding: 0.5rem 0.75rem; }
.qn-error { color: var(--p-danger); }
.qn-list { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.75rem; }
.qn-item { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: center; gap: 0.5rem 1rem;
  background: var(--p-surface); border: 1px solid var(--p-border); border-radius: 10px; padding: 0.75rem 1rem; }
.qn-form { display: grid; gap: 1rem; }
.qn-choices { border: 1px solid var(--p-border); border-radius: 8px; padding: 0.5rem 0.75rem; margin: 0; display: grid; gap: 0.35rem; }
.qn-choices legend { font-weight: 600; padding: 0 0.25rem; }
.qn-choices__options { display: flex; flex-wrap: wrap; gap: 0.35rem 1rem; }
.qn-choices__options label { display: inline-flex; gap: 0.35rem; align-items: center; min-height: 2rem; }
.qn-toolbar { display: flex; flex-wrap: wrap; gap: 0.5rem; }
.qn-question { border-top: 1px solid var(--p-border); padding-top: 0.75rem; display: grid; gap: 0.25rem; }
.qn table { border-collapse: collapse; width: 100%; }
.qn th, .qn td { text-align: left; padding: 0.3rem 0.5rem; border-bottom: 1px solid var(--p-border); font-weight: normal; }
.qn thead th { font-weight: 600; }
.qn .qn-num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
.qn-bar { display: block; height: 0.4rem; background: var(--p-border); border-radius: 4px; margin-top: 0.2rem; max-width: 20rem; }
.qn-bar > span { display: block; height: 100%; background: var(--p-primary, #1d4ed8); border-radius: 4px; }
.qn-texts { margin: 0; padding-left: 1.25rem; }
`;
