import type { LocalizedText } from '@portal/contracts';
import { inEveryLanguage, type ServerTextKey } from '../../i18n';
import type reportingTexts from '../../i18n/locales/de/reporting.json';
import type { CatalogueColumn, CatalogueDataset } from './catalogue';

/*
 * The report builder's names of datasets and columns are the server catalogue's namespace
 * `reporting` (i18n/locales/<language>/reporting.json, `datasets.<id>.label`, `.description`,
 * `.columns.<key>`), where translators find them beside the portal's other texts. A dataset is
 * declared by its id and its columns by their keys; both are typed by the German catalogue, so a
 * dataset or column without a German name does not compile. The API still answers a LocalizedText
 * per name: the screen picks the reader's language.
 */
type Datasets = (typeof reportingTexts)['datasets'];
/** A dataset the catalogue names. */
export type DatasetId = keyof Datasets & string;
/** A column the catalogue names in that dataset. */
export type ColumnKey<D extends DatasetId> = keyof Datasets[D]['columns'] & string;

const localized = (key: ServerTextKey<'reporting'>): LocalizedText => inEveryLanguage('reporting', key);

/** A column as a dataset declares it: its label is the catalogue's. */
export type ColumnDraft<K extends string = string> = Omit<CatalogueColumn, 'key' | 'label'> & { readonly key: K };

/** A dataset as the report builder's catalogue declares it: its label, description and column labels are the catalogue's. */
export function labelledDataset<D extends DatasetId>(
  id: D,
  dataset: Omit<CatalogueDataset, 'id' | 'label' | 'description' | 'columns'> & {
    readonly columns: readonly ColumnDraft<ColumnKey<D>>[];
  },
): CatalogueDataset {
  // The keys are typed above; the template literal of a generic id is not, hence the casts.
  const key = (rest: string) => `datasets.${id}.${rest}` as ServerTextKey<'reporting'>;
  return {
    ...dataset,
    id,
    label: localized(key('label')),
    description: localized(key('description')),
    columns: dataset.columns.map((column) => ({ ...column, label: localized(key(`columns.${column.key}`)) })),
  };
}
