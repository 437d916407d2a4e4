import type { SalesRangeType } from '@portal/contracts/sales';
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
  ranges: Record<SalesRangeType, string>;
  'report.quarter': (quarter: number, year: number) => string;
  'report.fiscalYear': (from: string, to: string) => string;
  'report.released': (at: string) => string;
  'report.drill': (node: string) => string;
  'report.branches': (count: number) => string;
  'report.unlisted': (count: number) => string;
  'report.showBranches': (name: string, branches: string) => string;
  'report.chartTitle': (figure: string, grouping: string) => string;
  'report.chartDesc': (figure: string, grouping: string, from: string, to: string, n: number, top: string) => string;
  'report.chartLine': (compare: string) => string;
  'report.axisValue': (figure: string, unit: string) => string;
  'report.chosen': (count: number) => string;
  'report.chooseAll': (filter: string) => string;
  'report.seriesTitle': (figure: string, grouping: string) => string;
  'report.seriesDesc': (names: string, from: string, to: string) => string;
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
    'report.quarter': 'q,y',
    'report.fiscalYear': 'from,to',
    'report.released': 'at',
    'report.drill': 'node',
    'report.branches': 'n|n',
    'report.unlisted': 'n|n',
    'report.showBranches': 'name,branches',
    'report.chartTitle': 'figure,grouping',
    'report.chartDesc': 'figure,grouping,from,to,n,top',
    'report.chartLine': 'compare',
    'report.axisValue': 'figure,unit',
    'report.chosen': 'n',
    'report.chooseAll': 'filter',
    'report.seriesTitle': 'figure,grouping',
    'report.seriesDesc': 'names,from,to',
  },
});

export type Texts = TextsOf<typeof de, Calls>;

export const { textsFor, load: loadTexts, loadAll: loadAllTexts } = translations;
