import { describe, expect, it } from 'vitest';
import { brandSettingLayers, loadBrandSettings } from './settings';

function files(map: Record<string, object>) {
  const asked: string[] = [];
  const fetchImpl = (async (url: string) => {
    asked.push(url);
    const name = url.split('/').pop()!.replace('.json', '');
    const body = map[name];
    return body
      ? new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
      : new Response('not found', { status: 404, headers: { 'content-type': 'text/plain' } });
  }) as typeof fetch;
  return { fetchImpl, asked };
}

describe('brand settings', () => {
  it('are layered brand, brand_country, language_brand, language_brand_country', () => {
    expect(brandSettingLayers('arbonia', 'ch', 'fr')).toEqual(['arbonia', 'arbonia_ch', 'fr_arbonia', 'fr_arbonia_ch']);
  });

  it('let later layers win and skip missing files', async () => {
    const { fetchImpl, asked } = files({
      arbonia: { favIcon: '/a.svg', displayName: 'Arbonia', phone: '1' },
      arbonia_ch: { phone: '2' },
      fr_arbonia_ch: { displayName: 'Arbonia Suisse' },
    });
    const settings = await loadBrandSettings('arbonia', 'ch', 'fr', fetchImpl);
    expect(settings).toEqual({ favIcon: '/a.svg', displayName: 'Arbonia Suisse', phone: '2' });
    expect(asked).toHaveLength(4);
  });

  it('fail with "No Branding Files could be loaded" when no layer exists', async () => {
    const { fetchImpl } = files({});
    await expect(loadBrandSettings('heimag', 'pl', 'it', fetchImpl)).rejects.toThrow(
      'No Branding Files could be loaded',
    );
  });

  it("fail with 'Unknown/unimplemented brand' for a brand the portal does not know", async () => {
    const { fetchImpl, asked } = files({ acme: { favIcon: '/x.svg' } });
    await expect(loadBrandSettings('acme', 'de', 'de', fetchImpl)).rejects.toThrow('Unknown/unimplemented brand');
    expect(asked).toEqual([]);
  });
});
