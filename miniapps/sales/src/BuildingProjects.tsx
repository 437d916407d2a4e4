import type { BuildingProject } from '@portal/contracts';
import { Select, TextField, textColumn } from '@portal/ui';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { dateColumn, FoundStatus, ResultTable, SearchButton, useFormat, useLoad } from './common';
import { useEnv } from './env';

/** The group's company codes (docs/sales.md). */
const COMPANY_CODES = ['1000', '1100', '1200', '2000', '3000', '3100', '4000', '5000', '6000'];

/**
 * Building projects (route sales/objects): each project (Objekt) with its client, site, start of
 * construction and the state and quantity of each product group, filtered by name, state and
 * company code.
 */
export function BuildingProjects() {
  const { api, t } = useEnv();
  const format = useFormat();
  const [companyCode, setCompanyCode] = useState('');
  const [state, setState] = useState('');
  const [typed, setTyped] = useState('');
  const [name, setName] = useState('');
  const states = useLoad(() => api.productStates(), [api]);
  const projects = useLoad(
    () => api.projects({ CompanyCode: companyCode, State: state, Name: name }),
    [api, companyCode, state, name],
  );
  const stateName = useMemo(
    () => new Map(states.data?.map((s) => [s.key, t.productStates[s.key] ?? s.name])),
    [states.data, t],
  );
  const headingId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setName(typed.trim());
  };
  return (
    <div className="sa">
      <h2 id={headingId}>{t.projectsTitle}</h2>
      <p className="sa-muted">{t.projectsIntro}</p>
      <form className="sa-form" onSubmit={submit} aria-label={t.projectFilters}>
        <TextField label={t.projectName} autoComplete="off" value={typed} onChange={(e) => setTyped(e.target.value)} />
        <Select
          label={t.productState}
          value={state}
          onChange={(e) => setState(e.target.value)}
          options={[
            { value: '', label: t.allStates },
            ...(states.data ?? []).map((s) => ({ value: s.key, label: stateName.get(s.key) ?? s.name })),
          ]}
        />
        <Select
          label={t.companyCode}
          value={companyCode}
          onChange={(e) => setCompanyCode(e.target.value)}
          options={[{ value: '', label: t.allCompanyCodes }, ...COMPANY_CODES.map((c) => ({ value: c, label: c }))]}
        />
        <SearchButton />
      </form>
      {projects.data && <FoundStatus>{t.projectsFound(projects.data.length)}</FoundStatus>}
      <ResultTable
        label={t.projectsTitle}
        labelledBy={headingId}
        loaded={projects}
        rows={projects.data}
        rowKey={(p) => p.number}
        mark="project"
        emptyText={t.noProjects}
        columns={[
          {
            key: 'project',
            header: t.project,
            rowHeader: true,
            sortValue: (p) => p.name,
            cell: (p) => (
              <>
                {p.name} <span className="sa-muted">({p.number})</span>
              </>
            ),
          },
          textColumn<BuildingProject>('site', t.site, (p) => p.city),
          textColumn<BuildingProject>('client', t.client, (p) =>
            p.customerName ? `${p.customerName} (${p.customerNumber})` : '–',
          ),
          textColumn<BuildingProject>('branch', t.branch, (p) => `${p.companyCode}/${p.branchCode}`),
          dateColumn<BuildingProject>('start', t.constructionStart, (p) => p.startDate, format.date),
          {
            key: 'products',
            header: t.products,
            cell: (p) => (
              <ul className="sa-list">
                {p.products.map((x) => (
                  <li key={x.productGroup}>
                    {t.productGroups[x.productGroup] ?? x.productGroup}: {stateName.get(x.stateKey) ?? x.stateKey},{' '}
                    {format.number(x.quantity)} {t.units[x.unit] ?? x.unit}
                  </li>
                ))}
              </ul>
            ),
          },
        ]}
      />
    </div>
  );
}
