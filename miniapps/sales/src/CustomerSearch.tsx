import type { Customer } from '@portal/contracts';
import { textColumn } from '@portal/ui';
import { useEnv } from './env';
import { SearchScreen } from './Search';

/** Customer search (route sales/customers): by name, city, street or number, also by similar spelling. */
export function CustomerSearch() {
  const { api, t } = useEnv();
  return (
    <SearchScreen<Customer>
      title={t.customersTitle}
      intro={t.customersIntro}
      fields={[
        { name: 'Name', label: t.name },
        { name: 'City', label: t.city },
        { name: 'Street', label: t.street },
        { name: 'Number', label: t.customerNumber, numeric: true },
      ]}
      search={api.customers}
      rowKey={(c) => c.number}
      rowLabel={(c) => `${c.name} (${c.number})`}
      columns={[
        { key: 'number', header: t.customerNumber, rowHeader: true, sortValue: (c) => c.number, cell: (c) => c.number },
        {
          key: 'name',
          header: t.name,
          sortValue: (c) => c.name,
          cell: (c) => (
            <>
              {c.name}
              {c.name2 && <span className="sa-muted"> – {c.name2}</span>}
            </>
          ),
        },
        textColumn<Customer>('street', t.street, (c) => c.street),
        textColumn<Customer>('city', t.city, (c) => `${c.postalCode} ${c.city}`),
        textColumn<Customer>('country', t.country, (c) => c.country),
        textColumn<Customer>('companyCode', t.companyCode, (c) => c.companyCode),
        { key: 'score', header: t.score, className: 'sa-num', sortValue: (c) => c.score, cell: (c) => c.score },
      ]}
      facts={(c) => [
        [t.customerNumber, c.number],
        [t.name, c.name],
        [t.name2, c.name2],
        [t.street, c.street],
        [t.city, `${c.postalCode} ${c.city}`],
        [t.country, c.country],
        [t.companyCode, c.companyCode],
        [t.accountGroup, c.accountGroup],
      ]}
    />
  );
}
