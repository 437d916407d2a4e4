// @generated i18n-convert: the security mini-app's texts, ./locales/<language>.json (docs/translations.md).

import { createTranslationRef, type TextsOf } from '@portal/sdk';
import de from './locales/de.json';

interface Calls {
  pageStatus: (page: number, pages: number, total: number) => string;
  confirmDelete: (what: string) => string;
  inUse: (what: string) => string;
  holders: Record<string, string>;
  conflictBy: (who: string, when: string) => string;
  errors: Record<string, string>;
  fieldErrors: Record<
    'required' | 'too_short' | 'too_long' | 'too_small' | 'too_big' | 'invalid_email' | 'invalid',
    (limit: number) => string
  >;
  'onboarding.invited': (email: string) => string;
  'users.removeRole': (role: string) => string;
  'users.removeAttribute': (key: string) => string;
  'users.select': (name: string) => string;
  'roles.roleTypeNames': Record<string, string>;
  'roles.saveGrid': (n: number) => string;
  'roles.granted': (resource: string, set: string, access: number) => string;
  'roles.revoked': (resource: string, set: string) => string;
  'roles.select': (name: string) => string;
  'sets.removeCondition': (n: number) => string;
  'effective.whyTitle': (resource: string) => string;
  'audit.outcomes': Record<string, string>;
  'audit.entityNames': Record<string, string>;
}

export const translations = createTranslationRef<typeof de, Calls>({
  id: 'security',
  messages: de,
  translations: (locale) => import(`./locales/${locale}.json`),
  calls: {
    confirmDelete: 'what',
    conflictBy: 'who,when',
    'effective.whyTitle': 'resource',
    'fieldErrors.invalid': '',
    'fieldErrors.invalid_email': '',
    'fieldErrors.required': '',
    'fieldErrors.too_big': 'n',
    'fieldErrors.too_long': 'n|n',
    'fieldErrors.too_short': 'n|n',
    'fieldErrors.too_small': 'n',
    inUse: 'what',
    'onboarding.invited': 'email',
    pageStatus: 'page,pages,total|total',
    'roles.granted': 'resource,set,access',
    'roles.revoked': 'resource,set',
    'roles.saveGrid': 'n',
    'roles.select': 'name',
    'sets.removeCondition': 'n',
    'users.removeAttribute': 'key',
    'users.removeRole': 'role',
    'users.select': 'name',
  },
});

export type Texts = TextsOf<typeof de, Calls>;

export const { textsFor, load: loadTexts, loadAll: loadAllTexts } = translations;

/** Dates and times as the site writes them (`tag` from `formatLocale`). */
export function formatTime(iso: string, tag: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString(tag, { dateStyle: 'short', timeStyle: 'medium' });
}
