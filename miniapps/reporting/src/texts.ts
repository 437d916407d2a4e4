// @generated i18n-convert: the reporting mini-app's texts, ./locales/<language>.json (docs/translations.md).

import { createTranslationRef, type TextsOf } from '@portal/sdk';
import de from './locales/de.json';

interface Calls {
  sharedBy: (name: string) => string;
  confirmDelete: (name: string) => string;
  removeColumn: (label: string) => string;
  removeFilter: (n: number) => string;
  group: (n: number) => string;
  addFilterTo: (n: number) => string;
  addGroupTo: (n: number) => string;
  removeGroup: (n: number) => string;
  rowCount: (n: number, written: string) => string;
  page: (page: number, pages: number, total: number) => string;
  saved: (name: string) => string;
  deleted: (name: string) => string;
  downloaded: (name: string) => string;
  shareTitle: (name: string) => string;
  shareWith: (name: string) => string;
  unshare: (name: string) => string;
  shared: (name: string) => string;
  chartAdded: (name: string) => string;
  removeChart: (name: string) => string;
  dashboardOf: (name: string) => string;
  subscriptionDay: (n: number) => string;
  subscribed: (name: string) => string;
  unsubscribe: (name: string) => string;
  editSubscription: (name: string) => string;
  subscriptionChanged: (name: string) => string;
  aggregates: Record<'count' | 'countDistinct' | 'sum' | 'avg' | 'min' | 'max', string>;
  comparers: Record<
    'eq' | 'ne' | 'lt' | 'lte' | 'gt' | 'gte' | 'contains' | 'startsWith' | 'endsWith' | 'in' | 'isNull' | 'isNotNull',
    string
  >;
}

export const translations = createTranslationRef<typeof de, Calls>({
  id: 'reporting',
  messages: de,
  translations: (locale) => import(`./locales/${locale}.json`),
  calls: {
    addFilterTo: 'n',
    chartAdded: 'name',
    dashboardOf: 'name',
    removeChart: 'name',
    subscribed: 'name',
    subscriptionDay: 'n',
    unsubscribe: 'name',
    editSubscription: 'name',
    subscriptionChanged: 'name',
    addGroupTo: 'n',
    confirmDelete: 'name',
    deleted: 'name',
    downloaded: 'name',
    group: 'n',
    page: 'p,pages,total',
    removeColumn: 'label',
    removeFilter: 'n',
    removeGroup: 'n',
    rowCount: 'n,written|n',
    saved: 'name',
    shared: 'name',
    sharedBy: 'name',
    shareTitle: 'name',
    shareWith: 'name',
    unshare: 'name',
  },
});

export type Texts = TextsOf<typeof de, Calls>;

export const { textsFor, load: loadTexts, loadAll: loadAllTexts } = translations;
