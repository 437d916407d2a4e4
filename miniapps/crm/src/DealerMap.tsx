import type { DealerEntry, DealerMap as MapSettings } from '@portal/contracts';
import type { Map as LeafletMap } from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { useEnv } from './common';

/**
 * The dealers found on a map (docs/crm.md "Map"): Leaflet with the tile server the operator
 * configured and its attribution. Leaflet and its stylesheet load only when there is a map to
 * show; the list above stays the way to read the results, the map adds where they are.
 */
export function DealerMap({ settings, dealers }: { settings: MapSettings; dealers: readonly DealerEntry[] }) {
  const { t } = useEnv();
  const element = useRef<HTMLElement>(null);
  const [css, setCss] = useState<string | undefined>();

  useEffect(() => {
    const tileUrl = settings.tileUrl;
    if (!tileUrl || !element.current || dealers.length === 0) return;
    let map: LeafletMap | undefined;
    let cancelled = false;
    void Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css?inline')]).then(([leaflet, style]) => {
      if (cancelled || !element.current) return;
      const L = leaflet.default ?? leaflet;
      setCss(style.default);
      map = L.map(element.current, { zoomControl: false, attributionControl: false });
      L.control.zoom({ zoomInTitle: t.zoomIn, zoomOutTitle: t.zoomOut }).addTo(map);
      L.control.attribution({ prefix: false }).addTo(map);
      L.tileLayer(tileUrl, { attribution: settings.attribution, maxZoom: settings.maxZoom }).addTo(map);
      const points = dealers.map((d) => [d.latitude, d.longitude] as [number, number]);
      for (const d of dealers) {
        // Circles, not Leaflet's picture markers: no images to load, and the name shows on hover.
        L.circleMarker([d.latitude, d.longitude], { radius: 7, weight: 2, color: '#1f4e79', fillOpacity: 0.8 })
          .bindTooltip(d.accountName)
          .addTo(map);
      }
      map.fitBounds(L.latLngBounds(points), { padding: [24, 24], maxZoom: 13 });
    });
    return () => {
      cancelled = true;
      map?.remove();
    };
  }, [settings, dealers, t.zoomIn, t.zoomOut]);

  if (!settings.tileUrl) return null;
  return (
    <>
      {css && <style>{css}</style>}
      <section ref={element} className="crm-map" aria-label={t.mapLabel} />
    </>
  );
}
