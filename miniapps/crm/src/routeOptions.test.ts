import { ROUTES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { crmOptionsOf } from './routeOptions';

describe('the crm route’s options', () => {
  it('reads the options of the route table', () => {
    const crm = ROUTES.find((r) => r.name === 'crm');
    const props = crm?.content && 'props' in crm.content ? (crm.content.props ?? {}) : {};
    expect(crmOptionsOf(props as Record<string, unknown>)).toEqual({
      newsletter: true,
      specialistSearch: true,
      specialistBusinessUnits: ['Heating', 'Sanitary'],
      targetGroups: ['FGH', 'FHW', 'PRS'],
    });
  });

  it('offers nothing that is not asked for', () => {
    expect(crmOptionsOf({ newsletter: 'yes', specialistBusinessUnits: ['Heating', 'Roofing', 3] })).toEqual({
      newsletter: false,
      specialistSearch: false,
      specialistBusinessUnits: ['Heating'],
      targetGroups: [],
    });
  });
});
