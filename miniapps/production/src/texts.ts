// @generated i18n-convert: the production mini-app's texts, ./locales/<language>.json (docs/translations.md).

import { createTranslationRef, type TextsOf } from '@portal/sdk';
import de from './locales/de.json';

interface Calls {
  week: (year: number, week: number) => string;
  currentWeek: (year: number, week: number) => string;
  states: Record<'green' | 'yellow' | 'red' | 'none', string>;
  'mes.shiftOf': (shift: string, date: string, from: string, to: string) => string;
  'mes.asOf': (time: string) => string;
  'mes.outputOf': (good: string, target: string) => string;
  'mes.minutes': (n: string) => string;
  'mes.pieces': (n: string) => string;
  'mes.since': (time: string) => string;
  'mes.shifts': Record<'early' | 'late' | 'night', string>;
  'mes.states': Record<'running' | 'down' | 'idle', string>;
  'mes.reasons': Record<
    'break' | 'changeover' | 'breakdown' | 'materialShortage' | 'qualityCheck' | 'noStaff' | 'maintenance',
    string
  >;
}

export const translations = createTranslationRef<typeof de, Calls>({
  id: 'production',
  messages: de,
  translations: (locale) => import(`./locales/${locale}.json`),
  calls: {
    currentWeek: 'y,w',
    'mes.asOf': 'time3',
    'mes.minutes': 'n',
    'mes.outputOf': 'good,target',
    'mes.pieces': 'n',
    'mes.shiftOf': 'shift,date5,from,to',
    'mes.since': 'time3',
    week: 'y,w',
  },
});

export type Texts = TextsOf<typeof de, Calls>;

export const { textsFor, load: loadTexts, loadAll: loadAllTexts } = translations;
