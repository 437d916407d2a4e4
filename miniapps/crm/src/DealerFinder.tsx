import { type DealerEntry, formatLocale } from '@portal/contracts';
import { Button, Card, CheckboxField, Select, TextField } from '@portal/ui';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { type Options, useAnswer, useEnv, useLists, Waiting } from './common';
import { DealerMap } from './DealerMap';
import { currentPosition } from './geolocation';
import { safeWebsite } from './links';
import { placeQuery } from './place';
import { messageFor } from './problems';
import { fill } from './texts';

interface Search {
  readonly dealers: readonly DealerEntry[];
  /** Set when the person asked for their position and it could not be had. */
  readonly withoutPosition: boolean;
  /** Searched around a place (position, postal code or town): every dealer has its distance. */
  readonly aroundPlace: boolean;
}

/** The public dealer finder (spec §1): choices, optional position, results with distance and contacts. */
export function DealerFinder() {
  const { t } = useEnv();
  const lists = useLists(['divisions', 'projects', 'countries'] as const);
  return (
    <Card title={t.dealersTitle}>
      <Waiting answer={lists}>{lists.data && <Finder lists={lists.data} />}</Waiting>
    </Card>
  );
}

function Finder({ lists }: { lists: Record<'divisions' | 'projects' | 'countries', Options> }) {
  const { t, api, context, locale } = useEnv();
  const site = context.country.toUpperCase();
  const [division, setDivision] = useState('');
  const [project, setProject] = useState('');
  const [country, setCountry] = useState(lists.countries.some((c) => c.value === site) ? site : '');
  const [productKeys, setProductKeys] = useState<ReadonlySet<string>>(new Set());
  const [place, setPlace] = useState('');
  const [usePosition, setUsePosition] = useState(false);
  const [busy, setBusy] = useState(false);
  const [search, setSearch] = useState<Search | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const products = useAnswer(() => api.products(division || undefined, locale), [api, division, locale]);
  const map = useAnswer(() => api.map(), [api]);
  const productsId = useId();
  const any = (options: Options, label: string) => [{ value: '', label }, ...options];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(undefined);
    try {
      // A postal code or town typed in comes before the browser's position.
      const typed = placeQuery(place);
      const byPlace = typed.postalCode !== undefined || typed.city !== undefined;
      const position = usePosition && !byPlace ? await currentPosition() : undefined;
      const dealers = await api.dealers(
        {
          division: division || undefined,
          project: project || undefined,
          country: country || undefined,
          latitude: position?.latitude,
          longitude: position?.longitude,
          ...typed,
          productKeys: [...productKeys],
        },
        locale,
      );
      setSearch({
        dealers,
        withoutPosition: usePosition && !byPlace && !position,
        aroundPlace: byPlace || position !== undefined,
      });
    } catch (error) {
      setSearch(undefined);
      setProblem(messageFor(error, t, () => undefined));
    } finally {
      setBusy(false);
    }
  };

  const count = search?.dealers.length ?? 0;
  const said = busy ? t.searching : search ? (count > 0 ? fill(t.dealersFound, { count }) : t.noDealer) : '';
  return (
    <div className="crm-finder">
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is not yet read by every screen reader; the role is */}
      <form role="search" aria-label={t.dealersTitle} onSubmit={submit}>
        <div className="crm-fields">
          <Select
            label={t.division}
            value={division}
            options={any(lists.divisions, t.all)}
            onChange={(e) => {
              setDivision(e.target.value);
              setProductKeys(new Set());
            }}
          />
          <Select
            label={t.project}
            value={project}
            options={any(lists.projects, t.all)}
            onChange={(e) => setProject(e.target.value)}
          />
          <Select
            label={t.country}
            value={country}
            options={any(lists.countries, t.allCountries)}
            onChange={(e) => setCountry(e.target.value)}
          />
        </div>
        {(products.data?.length ?? 0) > 0 && (
          <fieldset aria-describedby={productsId}>
            <legend id={productsId}>{t.products}</legend>
            <div className="crm-choices">
              {products.data?.map((p) =>
                p.productKey ? (
                  <CheckboxField
                    key={p.productKey}
                    label={p.productName ?? p.productKey}
                    checked={productKeys.has(p.productKey)}
                    onChange={(e) => {
                      const next = new Set(productKeys);
                      if (e.target.checked) next.add(p.productKey!);
                      else next.delete(p.productKey!);
                      setProductKeys(next);
                    }}
                  />
                ) : null,
              )}
            </div>
          </fieldset>
        )}
        <TextField
          label={t.place}
          hint={t.placeHint}
          value={place}
          maxLength={100}
          autoComplete="postal-code"
          onChange={(e) => setPlace(e.target.value)}
        />
        <CheckboxField
          label={t.usePosition}
          hint={t.positionHint}
          checked={usePosition}
          onChange={(e) => setUsePosition(e.target.checked)}
        />
        <div className="crm-actions">
          <Button variant="primary" type="submit" icon="search" disabled={busy}>
            {t.search}
          </Button>
        </div>
      </form>
      {/* Announced when a search ends: the number found, or that none was. */}
      <p role="status" className="crm-result-count">
        {said}
      </p>
      {problem && (
        <p role="alert" className="crm-problem">
          {problem}
        </p>
      )}
      {search?.withoutPosition && <p>{t.positionUnavailable}</p>}
      {count > 0 && (
        <ul className="crm-dealers" aria-label={said}>
          {search?.dealers.map((d) => (
            <Dealer
              key={`${d.accountName}|${d.street}|${d.postalCode}|${d.city}`}
              dealer={d}
              countries={lists.countries}
              withDistance={search.aroundPlace}
            />
          ))}
        </ul>
      )}
      {count > 0 && map.data && search && <DealerMap settings={map.data} dealers={search.dealers} />}
      {search?.aroundPlace && <PlacesSource />}
    </div>
  );
}

/** Whose data the places and distances are made from, as their licences ask (CC BY 4.0, ODbL). */
function PlacesSource() {
  const { t } = useEnv();
  return (
    <p className="crm-sources">
      {t.placesTowns}
      {t.labelEnd} <a href="https://www.geonames.org/">GeoNames</a> (
      <a href="https://creativecommons.org/licenses/by/4.0/">CC BY 4.0</a>); {t.placesPostalCodes}
      {t.labelEnd} <a href="https://www.openstreetmap.org/copyright">{t.osmContributors}</a> (
      <a href="https://opendatacommons.org/licenses/odbl/1-0/">ODbL</a>)
    </p>
  );
}

function Dealer({
  dealer,
  countries,
  withDistance,
}: {
  dealer: DealerEntry;
  countries: Options;
  withDistance: boolean;
}) {
  const { t, locale, context } = useEnv();
  const km = useMemo(
    () => new Intl.NumberFormat(formatLocale(locale, context.country), { maximumFractionDigits: 1 }),
    [locale, context.country],
  );
  const website = safeWebsite(dealer.websiteUrl);
  const countryName = countries.find((c) => c.value === dealer.country)?.label ?? dealer.country;
  return (
    <li className="crm-dealer" data-dealer={dealer.accountName}>
      <h3>{dealer.accountName}</h3>
      {withDistance && <p className="crm-distance">{fill(t.distance, { km: km.format(dealer.radius) })}</p>}
      <address>
        {dealer.street}
        <br />
        {dealer.postalCode} {dealer.city}
        <br />
        {countryName}
      </address>
      {dealer.telephoneAccount && (
        <p>
          {t.phone}
          {t.labelEnd} <a href={`tel:${dealer.telephoneAccount.replace(/[^\d+]/g, '')}`}>{dealer.telephoneAccount}</a>
        </p>
      )}
      {dealer.fax && (
        <p>
          {t.fax}
          {t.labelEnd} {dealer.fax}
        </p>
      )}
      {dealer.emailAccount && /^[^\s@]+@[^\s@]+$/.test(dealer.emailAccount) && (
        <p>
          {t.email}
          {t.labelEnd} <a href={`mailto:${dealer.emailAccount}`}>{dealer.emailAccount}</a>
        </p>
      )}
      {website && (
        <p>
          {t.website}
          {t.labelEnd}{' '}
          <a href={website} target="_blank" rel="noopener noreferrer">
            {new URL(website).host}
            <span className="p-visually-hidden"> {t.newWindow}</span>
          </a>
        </p>
      )}
      {dealer.products.length > 0 && (
        <ul aria-label={t.dealerProducts}>
          {dealer.products.map((p) => (
            <li key={p.productKey ?? p.productName}>{p.productName ?? p.productKey}</li>
          ))}
        </ul>
      )}
    </li>
  );
}
