/** The SQL screen's own styles on top of the UI kit's (`p-*`). */
export const CSS = `
.sq { display: grid; gap: 1rem; max-width: 80rem; min-width: 0; }
.sq h2 { margin: 0; font-size: 1.25rem; }
.sq p { margin: 0.25rem 0; }
.sq-muted { color: var(--p-muted); }
.sq form { display: grid; gap: 0.5rem; }
.sq form .p-field { margin-bottom: 0; }
.sq-sql { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.9rem; min-height: 8rem; resize: vertical; width: 100%; box-sizing: border-box; }
.sq-actions { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; }
.sq-summary { display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; }
.sq-notice { border: 1px solid currentColor; border-radius: 6px; padding: 0.5rem 0.75rem; color: #6b4c00; background: #fff4cc; }
.sq-error { border: 1px solid currentColor; border-radius: 6px; padding: 0.5rem 0.75rem; color: var(--p-danger); }
.sq-error pre { white-space: pre-wrap; margin: 0.25rem 0 0; font-size: 0.85rem; }
.sq table { border-collapse: collapse; }
.sq th, .sq td { text-align: left; padding: 0.3rem 0.5rem; border-bottom: 1px solid var(--p-border); vertical-align: top; white-space: pre; font-variant-numeric: tabular-nums; }
.sq th small { display: block; font-weight: normal; color: var(--p-muted); }
.sq-null { color: var(--p-muted); font-style: italic; }
`;
