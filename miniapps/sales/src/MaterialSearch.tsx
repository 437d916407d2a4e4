import type { Material } from '@portal/contracts';
import { textColumn } from '@portal/ui';
import { useCallback } from 'react';
import type { Query } from './api';
import { useEnv } from './env';
import { SearchScreen } from './Search';

/** Material search (route sales/materials): by name in the reader's language or by number, also by similar spelling. */
export function MaterialSearch() {
  const { api, t, locale } = useEnv();
  const search = useCallback((query: Query) => api.materials({ ...query, Language: locale }), [api, locale]);
  const kind = (m: Material) => (m.type === 'DIEN' ? t.service : t.goods);
  const unit = (m: Material) => t.units[m.unit] ?? m.unit;
  return (
    <SearchScreen<Material>
      title={t.materialsTitle}
      intro={t.materialsIntro}
      fields={[
        { name: 'Name', label: t.name },
        { name: 'Number', label: t.materialNumber, numeric: true },
      ]}
      search={search}
      rowKey={(m) => m.number}
      rowLabel={(m) => `${m.name} (${m.number})`}
      columns={[
        { key: 'number', header: t.materialNumber, rowHeader: true, sortValue: (m) => m.number, cell: (m) => m.number },
        textColumn<Material>('name', t.name, (m) => m.name),
        textColumn<Material>('searchCode', t.searchCode, (m) => m.searchCode),
        textColumn<Material>('type', t.materialType, kind),
        textColumn<Material>('unit', t.unit, unit),
        { key: 'score', header: t.score, className: 'sa-num', sortValue: (m) => m.score, cell: (m) => m.score },
      ]}
      facts={(m) => [
        [t.materialNumber, m.number],
        [t.name, m.name],
        [t.searchCode, m.searchCode],
        [t.materialType, kind(m)],
        [t.unit, unit(m)],
        [t.companyCode, m.companyCode],
      ]}
    />
  );
}
