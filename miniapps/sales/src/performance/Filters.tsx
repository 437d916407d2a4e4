import type { SalesPerformanceFilter } from '@portal/contracts/sales';
import { useEnv } from '../env';
import { MultiSelect } from './MultiSelect';
import { chooseFilter, type PerformanceFilter, type Selection } from './query';

/**
 * The filters a controller narrows the report by, with the values the filter endpoint lists for
 * the caller: company code, branch (of the chosen company codes), country, market area, partner
 * company, territory and region of heating (HT) and of sanitary (SAN), customer hierarchy. Several
 * values each; none for all.
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
  const companies = f.CompCode ?? [];
  const branches = values.branches.filter((b) => companies.length === 0 || companies.includes(b.companyCode));
  const plain = (list: readonly string[]) => list.map((v) => ({ value: v, label: v }));
  const marketArea = (m: string) =>
    m in t.report.marketAreas ? t.report.marketAreas[m as keyof typeof t.report.marketAreas] : m;
  const options: Record<PerformanceFilter, { label: string; options: { value: string; label: string }[] }> = {
    CompCode: {
      label: t.report.companyCode,
      options: values.companyCodes.map((c) => ({ value: c.key, label: `${c.key} ${c.name}` })),
    },
    Branchcode: {
      label: t.report.branch,
      // A branch code may serve several company codes; it is one value of the filter.
      options: [...new Map(branches.map((b) => [b.key, `${b.companyCode}/${b.key} ${b.name}`])).entries()].map(
        ([value, label]) => ({ value, label }),
      ),
    },
    Country: { label: t.report.country, options: plain(values.countries) },
    MarketArea: {
      label: t.report.marketArea,
      options: values.marketAreas.map((m) => ({ value: m, label: marketArea(m) })),
    },
    PartnerCompany: { label: t.report.partnerCompany, options: plain(values.partnerCompanies) },
    TerritoryHT: { label: t.report.territoryHT, options: plain(values.territoriesHT) },
    TerritorySAN: { label: t.report.territorySAN, options: plain(values.territoriesSAN) },
    RegionHT: { label: t.report.regionHT, options: plain(values.regionsHT) },
    RegionSAN: { label: t.report.regionSAN, options: plain(values.regionsSAN) },
    CustomerHierarchy: { label: t.groupings.CustomerHierarchy, options: plain(values.customerHierarchies) },
  };
  return (
    <fieldset className="sa-form sa-fieldset sa-filters" data-filters>
      <legend>{t.report.filters}</legend>
      {(Object.keys(options) as PerformanceFilter[]).map((filter) => (
        <MultiSelect
          key={filter}
          filter={filter}
          label={options[filter].label}
          options={options[filter].options}
          chosen={f[filter] ?? []}
          onChoose={(chosen) => onChange(chooseFilter(f, filter, chosen, values.branches))}
        />
      ))}
    </fieldset>
  );
}
