import type { SalesPerformanceFilter } from '@portal/contracts/sales';
import { Select } from '@portal/ui';
import { useEnv } from '../env';
import type { PerformanceFilter, Selection } from './query';

/**
 * The filters a controller narrows the report by, with the values the filter endpoint lists for
 * the caller: company code, branch (of the chosen company code), country, market area and
 * partner company. One value each, or all.
 */
export function Filters({
  values,
  selection,
  onChange,
}: {
  values: SalesPerformanceFilter;
  selection: Selection;
  onChange: (filters: Selection['filters']) => void;
}) {
  const { t } = useEnv();
  const f = selection.filters;
  const all = { value: '', label: t.report.all };
  const set = (filter: PerformanceFilter, value: string) => {
    const next = { ...f, [filter]: value };
    // A branch belongs to its company code: another company code drops a branch not of it.
    if (filter === 'CompCode' && value && f.Branchcode) {
      const kept = values.branches.some((b) => b.companyCode === value && b.key === f.Branchcode);
      if (!kept) next.Branchcode = '';
    }
    onChange(next);
  };
  const branches = values.branches.filter((b) => !f.CompCode || b.companyCode === f.CompCode);
  const plain = (list: readonly string[]) => list.map((v) => ({ value: v, label: v }));
  return (
    <fieldset className="sa-form sa-fieldset" data-filters>
      <legend>{t.report.filters}</legend>
      <Select
        label={t.report.companyCode}
        value={f.CompCode ?? ''}
        onChange={(e) => set('CompCode', e.target.value)}
        options={[all, ...values.companyCodes.map((c) => ({ value: c.key, label: `${c.key} ${c.name}` }))]}
      />
      <Select
        label={t.report.branch}
        value={f.Branchcode ?? ''}
        onChange={(e) => set('Branchcode', e.target.value)}
        options={[
          all,
          ...[...new Map(branches.map((b) => [b.key, `${b.companyCode}/${b.key} ${b.name}`])).entries()].map(
            ([value, label]) => ({ value, label }),
          ),
        ]}
      />
      <Select
        label={t.report.country}
        value={f.Country ?? ''}
        onChange={(e) => set('Country', e.target.value)}
        options={[all, ...plain(values.countries)]}
      />
      <Select
        label={t.report.marketArea}
        value={f.MarketArea ?? ''}
        onChange={(e) => set('MarketArea', e.target.value)}
        options={[
          all,
          ...values.marketAreas.map((m) => ({
            value: m,
            label: m in t.report.marketAreas ? t.report.marketAreas[m as keyof typeof t.report.marketAreas] : m,
          })),
        ]}
      />
      <Select
        label={t.report.partnerCompany}
        value={f.PartnerCompany ?? ''}
        onChange={(e) => set('PartnerCompany', e.target.value)}
        options={[all, ...plain(values.partnerCompanies)]}
      />
    </fieldset>
  );
}
