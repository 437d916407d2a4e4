// @vitest-environment happy-dom
import type { Additive, Allergen } from '@portal/contracts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { type Env, EnvContext } from './common';
import { DeclarationFields } from './Declarations';
import { loadAllTexts } from './texts';

const TEXTS = await loadAllTexts();

function Kitchen({ onChange }: { onChange: (next: { allergens: Allergen[]; additives: Additive[] }) => void }) {
  const [chosen, setChosen] = useState<{ allergens: Allergen[]; additives: Additive[] }>({
    allergens: ['milk'],
    additives: [],
  });
  const env = { t: TEXTS.en, locale: 'en', intl: 'en-GB' } as unknown as Env;
  return (
    <EnvContext.Provider value={env}>
      <DeclarationFields
        {...chosen}
        onChange={(next) => {
          setChosen(next);
          onChange(next);
        }}
      />
    </EnvContext.Provider>
  );
}

afterEach(cleanup);

describe('the kitchen declares a dish', () => {
  it('ticks allergens and additives, each list kept in the regulation’s order and the other untouched', () => {
    const changes: Array<{ allergens: Allergen[]; additives: Additive[] }> = [];
    render(<Kitchen onChange={(next) => changes.push(next)} />);
    const t = TEXTS.en;
    expect(screen.getByRole('checkbox', { name: t.allergens.milk })).toHaveProperty('checked', true);

    fireEvent.click(screen.getByRole('checkbox', { name: t.allergens.gluten }));
    expect(changes.at(-1)).toEqual({ allergens: ['gluten', 'milk'], additives: [] });

    const additive = Object.keys(t.additives)[0] as Additive;
    fireEvent.click(screen.getByRole('checkbox', { name: t.additives[additive] }));
    expect(changes.at(-1)).toEqual({ allergens: ['gluten', 'milk'], additives: [additive] });

    fireEvent.click(screen.getByRole('checkbox', { name: t.allergens.milk }));
    expect(changes.at(-1)).toEqual({ allergens: ['gluten'], additives: [additive] });
    expect(screen.getByRole('group', { name: t.allergensLabel })).toBeTruthy();
  });
});
