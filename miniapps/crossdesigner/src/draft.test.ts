import { SAMPLE_COVER } from '@portal/calc';
import { describe, expect, it } from 'vitest';
import { choose, evaluate, startDraft } from './draft';
import { translator } from './texts';

const t = translator('de');
const start = startDraft(SAMPLE_COVER, 'de');
const typed = (numbers: Partial<typeof start.numbers>) => ({ ...start, numbers: { ...start.numbers, ...numbers } });

describe('the form of the Cross-Designer', () => {
  it('starts from the sample design in the language’s number format, the deflection limit as n of L/n', () => {
    expect(start.numbers).toMatchObject({
      breite: '300',
      laenge: '5000',
      teilung: '13',
      durchbiegungsgrenze: '200',
      maxSegmentlaenge: '2000',
      einzellast: '1,5',
    });
    expect(startDraft(SAMPLE_COVER, 'en').numbers.einzellast).toBe('1.5');
  });

  it('designs the cover from what is typed, a comma or a point as the decimal separator', () => {
    expect(evaluate('2.0', typed({ einzellast: '1.5' }), t).errors).toEqual({});
    const { result, errors } = evaluate('2.0', typed({ einzellast: '1,5' }), t);
    expect(errors).toEqual({});
    expect(result?.segmentanzahl).toBe(3);
    expect(result?.bestanden).toBe(true);
  });

  it('reads a number as a person types it: hexadecimal, exponents and words are not numbers', () => {
    for (const text of ['0x1F', '3e2', 'Infinity', '1.2.3']) {
      const { result, errors } = evaluate('2.0', typed({ breite: text }), t);
      expect(result, text).toBeUndefined();
      expect(errors.breite, text).toBe('Bitte ganze Millimeter von 100 bis 2000 eingeben.');
    }
    expect(evaluate('2.0', typed({ breite: ' 300 ' }), t).errors).toEqual({});
  });

  it('ties a message with the allowed range to each field the contract refuses', () => {
    const { result, errors } = evaluate('2.0', typed({ breite: '', einzellast: 'viel', durchbiegungsgrenze: '5' }), t);
    expect(result).toBeUndefined();
    expect(errors).toEqual({
      breite: 'Bitte ganze Millimeter von 100 bis 2000 eingeben.',
      einzellast: 'Bitte eine Zahl von 0 bis 50 eingeben.',
      durchbiegungsgrenze: 'Bitte eine Zahl von 10 bis 1000 eingeben.',
    });
  });

  it('names the rule the engine applies: the pitch must exceed the bar width', () => {
    expect(evaluate('2.0', typed({ teilung: '8' }), t).errors).toEqual({
      teilung: 'Die Teilung muss größer als die Stabbreite sein; der Spalt darf höchstens 100 mm betragen.',
    });
  });

  it('a powder coating takes its RAL colour as typed, and says how to write one', () => {
    const powder = { ...start, oberflaeche: 'pulver', farbe: 'ral9005' };
    expect(evaluate('2.0', powder, t).input?.farbe).toBe('RAL 9005');
    expect(evaluate('2.0', { ...powder, farbe: 'schwarz' }, t).errors).toEqual({
      farbe: 'Bitte eine RAL-Farbe wie „RAL 9016“ eingeben.',
    });
    expect(evaluate('2.0', { ...start, farbe: 'schwarz' }, t).errors).toEqual({});
  });

  it('an L counts only where the version offers it', () => {
    const l = { ...typed({ laenge: '3000', laenge2: '2500' }), form: 'lForm' as const };
    expect(evaluate('2.0', l, t).result?.schenkel).toHaveLength(1);
    expect(evaluate('2.1', l, t).result?.schenkel).toHaveLength(2);
  });

  it('a roll grille keeps no oak and no L: material, finish and shape follow the choice', () => {
    const oakL = choose({ ...start, form: 'lForm' }, { material: 'eiche' });
    expect(oakL).toMatchObject({ material: 'eiche', oberflaeche: 'geoelt', form: 'lForm' });
    expect(choose(oakL, { typ: 'rollrost' })).toMatchObject({
      typ: 'rollrost',
      material: 'aluminium',
      oberflaeche: 'natur',
      form: 'gerade',
    });
  });
});
