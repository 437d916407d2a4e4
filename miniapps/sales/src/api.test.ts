import { HttpClient } from '@portal/sdk';
import { describe, expect, it } from 'vitest';
import { salesApi } from './api';

/** A server that answers every call with a small workbook and records the addresses asked. */
function recording(disposition?: string) {
  const urls: URL[] = [];
  const fetch = async (url: URL | RequestInfo) => {
    urls.push(new URL(String(url)));
    return new Response(new Uint8Array([0x50, 0x4b]), {
      status: 200,
      headers: {
        'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        ...(disposition ? { 'content-disposition': disposition } : {}),
      },
    });
  };
  const http = new HttpClient({
    baseUrl: 'http://localhost:8080/portal',
    getToken: () => 'token-1',
    fetch: fetch as typeof globalThis.fetch,
  });
  return { api: salesApi(http), urls };
}

describe('the sales performance export call', () => {
  it('asks for the file in the language and for the site the screen shows, beside the report parameters, its country filter and the format', async () => {
    const { api, urls } = recording();
    const blob = await api.exportPerformance(
      { KeyFigure: 'NetSales', Grouping: 'Customer', Currency: '', Country: ['DE', 'AT'] },
      'xlsx',
      'cs',
      'cz',
    );
    expect(blob).toBeInstanceOf(Blob);
    const url = urls[0]!;
    expect(url.pathname).toBe('/portal/api/SalesPerformance/export');
    expect(url.searchParams.get('Language')).toBe('cs');
    // The site's country sets the CSV's number format; Country stays the report's filter.
    expect(url.searchParams.get('SiteCountry')).toBe('cz');
    expect(url.searchParams.getAll('Country')).toEqual(['DE', 'AT']);
    expect(url.searchParams.get('format')).toBe('xlsx');
    expect(url.searchParams.get('KeyFigure')).toBe('NetSales');
    expect(url.searchParams.get('Grouping')).toBe('Customer');
    expect(url.searchParams.has('Currency')).toBe(false);
  });
});

describe('the order tracking files', () => {
  it('export the search as asked, in the screen’s language and site, saved under the server’s name', async () => {
    const { api, urls } = recording(
      `attachment; filename="Zakazky 2026-11-27.xlsx"; filename*=UTF-8''${encodeURIComponent('Zakázky 2026-11-27.xlsx')}`,
    );
    const file = await api.exportOrders({ StatusKey: 'F', OrderNumber: '' }, 'xlsx', 'cs', 'cz');
    expect(file.name).toBe('Zakázky 2026-11-27.xlsx');
    expect(file.blob).toBeInstanceOf(Blob);
    const url = urls[0]!;
    expect(url.pathname).toBe('/portal/api/OrderTracking/export');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      StatusKey: 'F',
      format: 'xlsx',
      Language: 'cs',
      Country: 'cz',
    });
  });

  it('fetch an order’s document by its kind, in the screen’s language and site', async () => {
    const { api, urls } = recording();
    const file = await api.orderDocument('5000123', 'deliveryNote', 'fr', 'ch');
    expect(file.name).toBe('export.pdf');
    expect(urls[0]!.pathname).toBe('/portal/api/OrderTracking/5000123/document/deliveryNote');
    expect(Object.fromEntries(urls[0]!.searchParams)).toEqual({ Language: 'fr', Country: 'ch' });
  });
});
