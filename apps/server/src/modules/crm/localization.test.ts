import { CRM_DIVISIONS, CRM_PROJECTS, CRM_SALUTATIONS, CRM_TARGET_GROUPS, LOCALES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { localizedList } from './localization';

describe('the CRM value lists', () => {
  const lists = {
    salutations: CRM_SALUTATIONS,
    targetGroups: CRM_TARGET_GROUPS,
    divisions: CRM_DIVISIONS,
    projects: CRM_PROJECTS,
  } as const;

  it.each(Object.entries(lists))(
    '%s has every value a registration may store, a word for each in every language',
    (list, values) => {
      for (const locale of LOCALES) {
        const data = localizedList(list as keyof typeof lists, locale).translationData;
        expect(data.map((d) => d.value).sort()).toEqual([...values].sort());
        for (const { translatedValue } of data) expect(translatedValue.trim()).not.toBe('');
      }
    },
  );

  it('says the words in the asked language', () => {
    expect(localizedList('salutations', 'fr').translationData).toContainEqual({
      value: 'ms',
      translatedValue: 'Madame',
    });
    expect(localizedList('projects', 'it').translationData).toContainEqual({
      value: 'renovation',
      translatedValue: 'Ristrutturazione',
    });
  });
});
