import { Select, TableRegion } from '@portal/ui';
import { useId, useMemo, useState } from 'react';
import { Loading, useFormat, useLoad } from './common';
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
      <Loading loaded={projects}>
        {projects.data &&
          (projects.data.length === 0 ? (
            <p role="status">{t.noProjects}</p>
          ) : (
            <TableRegion labelledBy={headingId}>
              <table>
                <thead>
                  <tr>
                    <th scope="col">{t.project}</th>
                    <th scope="col">{t.city}</th>
                    <th scope="col">{t.customer}</th>
                    <th scope="col">{t.orderDate}</th>
                    <th scope="col">{t.products}</th>
                  </tr>
                </thead>
                <tbody>
                  {projects.data.map((p) => (
                    <tr key={p.number}>
                      <th scope="row">
                        {p.name} <span className="sa-muted">({p.number})</span>
                      </th>
                      <td>{p.city}</td>
                      <td>{p.customerName ?? '–'}</td>
                      <td>{format.date(p.startDate)}</td>
                      <td>
                        <ul className="sa-list">
                          {p.products.map((x) => (
                            <li key={x.productGroup}>
                              {x.productGroup}: {stateName.get(x.stateKey) ?? x.stateKey} ({x.quantity})
                            </li>
                          ))}
                        </ul>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableRegion>
          ))}
      </Loading>
    </div>
  );
}
