import { calculateBuildingHeatLoad } from '@portal/calc';
import { describe, expect, it } from 'vitest';
import {
  atRoomAreas,
  circuitLoadsAtRoomAreas,
  formFromInput,
  heatingCircuits,
  heatLoadInputOf,
  livingArea,
  withElement,
  withRoom,
  withValue,
} from './building';

const template = {
  modus: 'sanierung',
  standort: 'Berlin',
  baujahr: 1975,
  waermebrueckenzuschlag: 0.1,
  waermerueckgewinnung: 0,
  raeume: [
    {
      name: 'Wohnen',
      innenTemp: 20,
      flaeche: 25,
      volumen: 62.5,
      bauteile: [
        { bezeichnung: 'Außenwand Süd', bauteilart: 'aussenwand', flaeche: 14, angrenzung: 'aussen' },
        { bezeichnung: 'Fenster Süd', bauteilart: 'fenster', flaeche: 4, angrenzung: 'aussen' },
      ],
    },
  ],
};

describe('the building form', () => {
  it('a template becomes a form and the form gives back the same heat load', () => {
    const form = formFromInput(template, 'de');
    expect(form.rooms).toHaveLength(1);
    expect(form.rooms[0]!.elements).toHaveLength(2);
    expect(form.invest).toEqual({ systempaket: null, fussbodenheizung: null, kwl: null });
    const { input, problems } = heatLoadInputOf(form, 'sanierung');
    expect(problems).toEqual([]);
    expect(calculateBuildingHeatLoad(input as never)).toEqual(calculateBuildingHeatLoad(template as never));
  });

  it('the route decides new build or renovation', () => {
    expect(heatLoadInputOf(formFromInput(template, 'de'), 'neubau').input.modus).toBe('neubau');
  });

  it('investments in the kept input are switched on with their values and defaults', () => {
    const form = formFromInput({ ...template, investition: { kwl: { wohnflaeche: 120 } } }, 'de');
    expect(form.invest.kwl).toMatchObject({ wohnflaeche: '120', raumhoehe: '2,5', waermerueckgewinnung: '80' });
    expect(form.invest.systempaket).toBeNull();
  });

  it('problems name room and element by position', () => {
    const form = formFromInput(template, 'de');
    const broken = withElement(
      withRoom(form, 0, (r) => withValue(r, 'volumen', 'viel')),
      0,
      1,
      (e) => withValue(e, 'flaeche', ''),
    );
    expect(heatLoadInputOf(broken, 'sanierung').problems).toEqual([
      { field: 'raeume.0.volumen', code: 'notANumber' },
      { field: 'raeume.0.bauteile.1.flaeche', code: 'required' },
    ]);
  });

  it('a change to one room or element leaves the others as they were', () => {
    const form = formFromInput(
      { ...template, raeume: [...template.raeume, { ...template.raeume[0]!, name: 'Bad' }] },
      'de',
    );
    const changed = withElement(form, 1, 0, (e) => withValue(e, 'flaeche', '20'));
    expect(changed.rooms[0]).toBe(form.rooms[0]);
    expect(changed.rooms[1]!.elements[1]).toBe(form.rooms[1]!.elements[1]);
    expect(changed.rooms[1]!.elements[0]!.values).toEqual({ ...form.rooms[1]!.elements[0]!.values, flaeche: '20' });
    expect(form.rooms[1]!.elements[0]!.values.flaeche).toBe('14');
  });

  it('without a location the design temperature is required', () => {
    const form = formFromInput({ ...template, standort: undefined }, 'de');
    expect(heatLoadInputOf(form, 'sanierung').problems).toEqual([{ field: 'normAussenTemp', code: 'required' }]);
    const own = formFromInput({ ...template, standort: undefined, normAussenTemp: -12 }, 'de');
    expect(heatLoadInputOf(own, 'sanierung').input).toMatchObject({ normAussenTemp: -12 });
  });

  it('one underfloor circuit per room with an area, carrying its heat load; living area summed', () => {
    const rooms = [
      { name: 'Wohnen', flaeche: 25, innenTemp: 20 },
      { name: 'Flur', flaeche: 0 },
      { name: 'Bad', flaeche: 6, innenTemp: 24 },
    ];
    expect(heatingCircuits(rooms, [{ heizlast: 1640 }, { heizlast: 200 }, { heizlast: 500 }])).toEqual([
      { name: 'Wohnen', flaeche: 25, heizlast: 1640, innenTemp: 20 },
      { name: 'Bad', flaeche: 6, heizlast: 500, innenTemp: 24 },
    ]);
    expect(livingArea(undefined, rooms)).toBe(31);
    expect(livingArea(120, rooms)).toBe(120);
  });

  it('without a room with an area, the circuits and the summed living area are refused at the rooms’ areas', () => {
    const rooms = [{ flaeche: 0 }, { flaeche: 12 }, {}];
    const circuits = { field: 'investition.fussbodenheizung.heizkreise', code: 'min', limit: 1 } as const;
    expect(atRoomAreas([circuits], circuits.field, rooms)).toEqual([
      { field: 'raeume.0.flaeche', code: 'above', limit: 0 },
      { field: 'raeume.2.flaeche', code: 'above', limit: 0 },
    ]);
    // Rooms that all have an area: the problem stays where it is.
    expect(atRoomAreas([circuits], circuits.field, [{ flaeche: 12 }])).toEqual([circuits]);
    const other = { field: 'investition.kwl.raumhoehe', code: 'required' } as const;
    expect(atRoomAreas([other], 'investition.kwl.wohnflaeche', rooms)).toEqual([other]);
  });

  it("a circuit whose load the floor cannot give is refused at its room's area, with the area that carries it", () => {
    // Rooms 0 and 2 have areas, so circuit 1 is room 2's: 1.5 m² with 400 W, the floor gives at most 239 W.
    const rooms = [{ flaeche: 12 }, {}, { flaeche: 1.5 }];
    const loads = [{ heizlast: 900 }, { heizlast: 0 }, { heizlast: 400 }];
    const tooMuch = { field: 'investition.fussbodenheizung.heizkreise.1.heizlast', code: 'max', limit: 239 } as const;
    expect(circuitLoadsAtRoomAreas([tooMuch], rooms, loads)).toEqual([
      { field: 'raeume.2.flaeche', code: 'floorTooSmall', limit: 2.6 },
    ]);
    const other = { field: 'investition.fussbodenheizung.bodenbelag', code: 'max', limit: 0.15 } as const;
    expect(circuitLoadsAtRoomAreas([other], rooms, loads)).toEqual([other]);
  });
});
