import { createTranslationRef, type TextsOf } from '@portal/sdk';
import de from './locales/de.json';

interface Calls {
  ordersFound: (count: number) => string;
  hitsFound: (count: number) => string;
  projectsFound: (count: number) => string;
  trackAt: (carrier: string) => string;
  documentNames: Record<'confirmation' | 'deliveryNote' | 'invoice', string>;
  productStates: Readonly<Record<string, string>>;
  productGroups: Readonly<Record<string, string>>;
  orderTitle: (orderNumber: string) => string;
  statuses: Record<string, string>;
  units: Readonly<Record<string, string>>;
  period: (from: string, to: string) => string;
  comparePeriod: (from: string, to: string) => string;
  chartSummary: (count: number, top: string, total: string) => string;
  downloaded: (name: string) => string;
  keyFigures: Record<'NetSales' | 'OrderIntake' | 'Quantity', string>;
  ranges: Record<'CurrentMonth' | 'YearToDate' | 'Last12Months' | 'PreviousYear', string>;
  groupings: Record<
    'Month' | 'Customer' | 'Material' | 'Branch' | 'CompanyCode' | 'Country' | 'MarketArea' | 'CustomerHierarchy',
    string
  >;
}

export const translations = createTranslationRef<typeof de, Calls>({
  id: 'sales',
  messages: de,
  translations: (locale) => import(`./locales/${locale}.json`),
  calls: {
    chartSummary: 'n,top,total',
    comparePeriod: 'f,t',
    downloaded: 'name',
    hitsFound: 'n|n',
    ordersFound: 'n|n',
    projectsFound: 'n|n',
    trackAt: 'c',
    orderTitle: 'n',
    period: 'f,t',
  },
});

export type Texts = TextsOf<typeof de, Calls>;

export const { textsFor, load: loadTexts, loadAll: loadAllTexts } = translations;
