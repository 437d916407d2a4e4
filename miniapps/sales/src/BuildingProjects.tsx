import type { BuildingProject } from '@portal/contracts';
import { DataTable, Select, textColumn } from '@portal/ui';
import { useId, useMemo, useState } from 'react';
import { dateColumn, useFormat, useListStates, useLoad } from './common';
import { useEnv } from './env';

const COMPANY_CODES = ['1000', '2000', '3000'];

/** Building projects (route sales/objects): each project with the state of its product groups. */
export function BuildingProjects() {
  const { api, t } = useEnv();
  const format = useFormat();
  const [companyCode, setCompanyCode] = useState('');
  const states = useLoad(() => api.productStates(), [api]);
  const projects = useLoad(() => api.projects({ CompanyCode: companyCode }), [api, companyCode]);
  const stateName = useMemo(() => new Map(states.data?.map((s) => [s.key, s.name])), [states.data]);
  const list = useListStates(projects, projects.data);
  const headingId = useId();
  return (
    <div className="sa">
      <h2 id={headingId}>{t.projectsTitle}</h2>
      <p className="sa-muted">{t.projectsIntro}</p>
      <div className="sa-form">
        <Select
          label={t.companyCode}
          value={companyCode}
          onChange={(e) => setCompanyCode(e.target.value)}
          options={[{ value: '', label: t.allCompanyCodes }, ...COMPANY_CODES.map((c) => ({ value: c, label: c }))]}
        />
      </div>
      <DataTable
        label={t.projectsTitle}
        labelledBy={headingId}
        {...list}
        rowKey={(p) => p.number}
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
          textColumn<BuildingProject>('city', t.city, (p) => p.city),
          textColumn<BuildingProject>('customer', t.customer, (p) => p.customerName ?? '–'),
          dateColumn<BuildingProject>('orderDate', t.orderDate, (p) => p.startDate, format.date),
          {
            key: 'products',
            header: t.products,
            cell: (p) => (
              <ul className="sa-list">
                {p.products.map((x) => (
                  <li key={x.productGroup}>
                    {x.productGroup}: {stateName.get(x.stateKey) ?? x.stateKey} ({x.quantity})
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
