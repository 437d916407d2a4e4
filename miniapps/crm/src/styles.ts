/**
 * The CRM area's own styles on top of the UI kit's (`p-*`, loaded by the shell): one column on a
 * phone, dealer cards that wrap, and the hidden field kept off-screen.
 */
export const CSS = `
.crm { display: grid; gap: 1rem; max-width: 60rem; min-width: 0; overflow-wrap: anywhere; }
.crm h2 { margin: 0; font-size: 1.25rem; }
.crm h3 { margin: 0; font-size: 1.1rem; }
.crm-screen { display: grid; gap: 1rem; min-width: 0; }
.crm-finder { display: grid; gap: 1rem; min-width: 0; }
.crm-nav ul { display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; list-style: none; margin: 0; padding: 0; }
.crm-nav a[aria-current="page"] { font-weight: 700; }
.crm-actions { display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; align-items: center; }
.crm-fields { display: grid; gap: 0 1rem; grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr)); }
.crm fieldset { border: 1px solid var(--p-border); border-radius: var(--p-radius); padding: 0.5rem 1rem; margin: 0 0 1rem; min-width: 0; }
.crm legend { font-weight: 600; padding: 0 0.25rem; }
.crm-choices { display: flex; flex-wrap: wrap; gap: 0 1.5rem; }
.crm-dealers { display: grid; gap: 1rem; list-style: none; margin: 0; padding: 0; }
.crm-dealer { background: var(--p-surface); border: 1px solid var(--p-border); border-radius: 10px; padding: 1rem; display: grid; gap: 0.25rem; }
.crm-dealer address { font-style: normal; }
.crm-dealer p, .crm-dealer address { margin: 0; }
.crm-dealer ul { display: flex; flex-wrap: wrap; gap: 0.25rem 0.5rem; list-style: none; margin: 0; padding: 0; }
.crm-dealer ul li { background: #e4e7eb; border-radius: 999px; padding: 0.1rem 0.6rem; font-size: 0.9rem; }
.crm-distance { font-weight: 600; }
.crm-map { height: 24rem; border: 1px solid var(--p-border); border-radius: 10px; }
.crm-sources { font-size: 0.85rem; margin: 0; }
.crm-problem { color: var(--p-danger); }
.crm-status { font-weight: 600; }
.crm-review { border-collapse: collapse; width: 100%; }
.crm-review caption { text-align: start; font-weight: 600; padding: 0.25rem 0; }
.crm-review th, .crm-review td { text-align: start; vertical-align: top; padding: 0.4rem 0.5rem; border-bottom: 1px solid var(--p-border); }
.crm-review-notice:empty { display: none; }
/* The field people never see (T33): off-screen and out of the accessibility tree, not display:none,
   which some form-filling programs skip. */
.crm-honeypot { position: absolute; left: -10000px; top: auto; width: 1px; height: 1px; overflow: hidden; }
`;
