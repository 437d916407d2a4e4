import { describe, expect, it } from 'vitest';
import { createTranslationRef, type Messages } from './translations';

const de = {
  save: 'Speichern',
  greeting: 'Hallo {{name}}',
  entries_one: '{{count}} Eintrag',
  entries_other: '{{count}} Einträge',
  users: { removeRole: 'Rolle {{role}} entfernen', onlyGerman: 'Nur deutsch' },
  steps: ['eins', 'zwei'],
};

interface Calls {
  entries: (n: number) => string;
  'users.removeRole': (role: string) => string;
}

function sampleRef() {
  let loads = 0;
  const ref = createTranslationRef<typeof de, Calls>({
    id: 'sample',
    messages: de,
    translations: async (locale): Promise<{ default: Messages }> => {
      if (locale === 'fr') return { default: { save: 'Enregistrer' } };
      if (locale !== 'cs') return { default: {} };
      loads += 1;
      return {
        default: {
          save: 'Uložit',
          greeting: 'Ahoj {{name}}',
          entries_one: '{{count}} záznam',
          entries_few: '{{count}} záznamy',
          entries_many: '{{count}} záznamu',
          entries_other: '{{count}} záznamů',
          users: { removeRole: 'Odebrat roli {{role}}' },
          steps: ['jedna', 'dvě'],
        },
      };
    },
    calls: { entries: 'n|n', 'users.removeRole': 'role' },
  });
  return { ref, loads: () => loads };
}

describe('translation refs', () => {
  it('reads German until a language is loaded, then that language', async () => {
    const { ref, loads } = sampleRef();
    expect(ref.textsFor('cs').save).toBe('Speichern');
    expect(loads()).toBe(0);
    await ref.load('cs');
    await ref.load('cs');
    expect(loads()).toBe(1);
    expect(ref.textsFor('cs').save).toBe('Uložit');
    expect(ref.textsFor('cs').steps).toEqual(['jedna', 'dvě']);
  });

  it('falls back to German for a key the language lacks', async () => {
    const { ref } = sampleRef();
    await ref.load('fr');
    const fr = ref.textsFor('fr');
    expect(fr.save).toBe('Enregistrer');
    expect(fr.users.onlyGerman).toBe('Nur deutsch');
    expect(fr.users.removeRole('Admin')).toBe('Rolle Admin entfernen');
    expect(fr.entries(3)).toBe('3 Einträge');
  });

  it('picks the plural form of each language, Czech few and many included', async () => {
    const { ref } = sampleRef();
    await ref.load('cs');
    const cs = ref.textsFor('cs');
    expect([1, 3, 1.5, 25].map((n) => cs.entries(n))).toEqual(['1 záznam', '3 záznamy', '1.5 záznamu', '25 záznamů']);
    expect([1, 2].map((n) => ref.textsFor('de').entries(n))).toEqual(['1 Eintrag', '2 Einträge']);
  });

  it('fills named values and hands texts with values to fill() as {name}', async () => {
    const { ref } = sampleRef();
    await ref.load('cs');
    expect(ref.textsFor('cs').users.removeRole('Admin')).toBe('Odebrat roli Admin');
    expect(ref.textsFor('cs').greeting).toBe('Ahoj {name}');
    expect(ref.textsFor('cs').users.removeRole.length).toBe(1);
  });

  it('treats a language it does not know as German', () => {
    const { ref } = sampleRef();
    expect(ref.textsFor('xx' as 'de').save).toBe('Speichern');
  });

  it('types the keys from the German messages', () => {
    const texts = sampleRef().ref.textsFor('de');
    // @ts-expect-error: no such key in the German messages
    expect(texts.saveAll).toBeUndefined();
    // @ts-expect-error: a text with values takes them as its Calls type says (a number here)
    const wrongValue = () => texts.entries('drei');
    expect(texts.entries(2)).toBe('2 Einträge');
    expect(typeof wrongValue).toBe('function');
  });
});
