import { HttpClient } from '@portal/sdk';
import { describe, expect, it } from 'vitest';
import { salesApi } from './api';

/** A server that answers every call with a small workbook and records the addresses asked. */
function recording() {
  const urls: URL[] = [];
  const fetch = async (url: URL | RequestInfo) => {
    urls.push(new URL(String(url)));
    return new Response(new Uint8Array([0x50, 0x4b]), {
      status: 200,
      headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
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
  it('asks for the file in the language and for the country the screen shows, beside the report parameters and the format', async () => {
    const { api, urls } = recording();
    const blob = await api.exportPerformance(
      { KeyFigure: 'NetSales', Grouping: 'Customer', Currency: '' },
      'xlsx',
      'cs',
      'cz',
    );
    expect(blob).toBeInstanceOf(Blob);
    const url = urls[0]!;
    expect(url.pathname).toBe('/portal/api/SalesPerformance/export');
    expect(url.searchParams.get('Language')).toBe('cs');
    expect(url.searchParams.get('Country')).toBe('cz');
    expect(url.searchParams.get('format')).toBe('xlsx');
    expect(url.searchParams.get('KeyFigure')).toBe('NetSales');
    expect(url.searchParams.get('Grouping')).toBe('Customer');
    expect(url.searchParams.has('Currency')).toBe(false);
  });
});
