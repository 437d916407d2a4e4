import { describe, expect, it } from 'vitest';
import { contentDisposition } from '../http/download';
import { safeCell } from './cells';
import { toCsv } from './csv';
import { readXlsx } from './testing';
import { sheet, toXlsx } from './xlsx';

describe('export files', () => {
  it.each([
    ['=HYPERLINK("http://x")', `'=HYPERLINK("http://x")`],
    ['+49 30 1234', `'+49 30 1234`],
    ['-1+1', `'-1+1`],
    ['@SUM(A1)', `'@SUM(A1)`],
    ['\tcmd', `'\tcmd`],
    ['Schnitzel', 'Schnitzel'],
  ])('writes %j as text %j (T27)', (input, output) => {
    expect(safeCell(input)).toBe(output);
  });

  it('quotes CSV fields after RFC 4180 and keeps formulas as text', () => {
    const csv = toCsv(
      [
        { header: 'Name', value: (r: { name: string; price: number }) => r.name },
        { header: 'Preis', value: (r) => r.price },
      ],
      [
        { name: 'Suppe; groß', price: 4.5 },
        { name: 'Der "Klassiker"\nmit Pommes', price: 9 },
        { name: '=1+1', price: 1 },
      ],
    );
    expect(csv).toBe('\uFEFFName;Preis\r\n"Suppe; groß";4,5\r\n"Der ""Klassiker""\nmit Pommes";9\r\n\'=1+1;1\r\n');
  });

  it.each([
    ['de-DE', '\uFEFFKunde;Umsatz;Preis;Gebucht\r\nMüller;613828,95;3,50;26.11.2026 14:03:09\r\n'],
    ['de-CH', '\uFEFFKunde,Umsatz,Preis,Gebucht\r\nMüller,613828.95,3.50,26.11.2026 14:03:09\r\n'],
    ['en-GB', '\uFEFFKunde,Umsatz,Preis,Gebucht\r\nMüller,613828.95,3.50,26/11/2026 14:03:09\r\n'],
    ['cs-CZ', '\uFEFFKunde;Umsatz;Preis;Gebucht\r\nMüller;613828,95;3,50;26. 11. 2026 14:03:09\r\n'],
  ])(
    'writes CSV numbers and times as the site %s does, with the separator its spreadsheet program splits at',
    (tag, expected) => {
      const row = { name: 'Müller', sales: 613828.95, price: 3.5, booked: new Date('2026-11-26T14:03:09Z') };
      const csv = toCsv(
        [
          { header: 'Kunde', value: (r: typeof row) => r.name },
          { header: 'Umsatz', value: (r) => r.sales },
          { header: 'Preis', value: (r) => r.price, numFmt: '#,##0.00' },
          { header: 'Gebucht', value: (r) => r.booked },
        ],
        [row],
        tag,
      );
      expect(csv.replace(/\u00a0|\u202f/g, ' ')).toBe(expected);
    },
  );

  it('writes an XLSX workbook that reads back with typed cells, and a formula arrives as text', async () => {
    const file = await toXlsx([
      sheet({
        name: 'Bestellungen',
        preface: ['Kantine Nord, 01.11.2026 – 30.11.2026'],
        columns: [
          { header: 'Artikel', value: (r: { article: string; quantity: number }) => r.article },
          { header: 'Menge', value: (r) => r.quantity },
        ],
        rows: [
          { article: 'Tagessuppe', quantity: 3 },
          { article: '=HYPERLINK("http://x")', quantity: 1 },
        ],
      }),
    ]);
    expect(file.subarray(0, 2).toString()).toBe('PK');
    const sheets = await readXlsx(file);
    const rows = sheets.Bestellungen!;
    expect(rows[0]).toEqual(['Kantine Nord, 01.11.2026 – 30.11.2026']);
    expect(rows[2]).toEqual(['Artikel', 'Menge']);
    expect(rows[3]).toEqual(['Tagessuppe', 3]);
    expect(rows[4]).toEqual([`'=HYPERLINK("http://x")`, 1]);
  });

  it('names a download without letting the name add a header (T30)', () => {
    const header = contentDisposition('Bericht"\r\nSet-Cookie: a=b ä€.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toBe(
      `attachment; filename="BerichtSet-Cookie: a=b a_.pdf"; filename*=UTF-8''BerichtSet-Cookie%3A%20a%3Db%20%C3%A4%E2%82%AC.pdf`,
    );
  });
});
