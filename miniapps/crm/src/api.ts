import type {
  CrmUserStateResponse,
  DealerEntry,
  DealerMap,
  DealerSearchProduct,
  EndCustomerRegistration,
  RegistrationEntry,
  RegistrationPage,
  TranslationData,
  UserData,
  UserDataInput,
} from '@portal/contracts';
import type { HttpClient } from '@portal/sdk';

/**
 * The CRM backend's calls (spec §7, docs/crm.md), one function each, through the portal's CRM
 * client (bearer token when signed in, retries, sign-in reactions). Paths below `/webcrmapi`.
 */
export type LocalizationList = 'countries' | 'salutations' | 'targetGroups' | 'divisions' | 'projects';

export interface DealerQuery {
  readonly division?: string | undefined;
  readonly project?: string | undefined;
  readonly country?: string | undefined;
  readonly latitude?: number | undefined;
  readonly longitude?: number | undefined;
  readonly productKeys?: readonly string[] | undefined;
  /** Around a postal code's or a town's place instead of a position (docs/crm.md "Places"). */
  readonly postalCode?: string | undefined;
  readonly city?: string | undefined;
}

const user = (openIdUserId: string) => `/api/User/${encodeURIComponent(openIdUserId)}`;

export function crmApi(http: HttpClient) {
  return {
    /** 204 (none match) reads as an empty list. */
    /** Product names in the interface language (`cultureCode`), as the value lists. */
    products: async (division: string | undefined, cultureCode: string) =>
      (await http.get<DealerSearchProduct[] | undefined>('/api/DealerSearch/products', {
        query: { division, cultureCode },
      })) ?? [],
    dealers: async (query: DealerQuery, cultureCode: string) =>
      (await http.get<DealerEntry[] | undefined>('/api/DealerSearch/dealers', { query: { ...query, cultureCode } })) ??
      [],
    /** The map's tile server, or none (the finder lists only). */
    map: () => http.get<DealerMap>('/api/DealerSearch/map'),
    list: async (list: LocalizationList, cultureCode: string) =>
      (await http.get<TranslationData>(`/api/Localization/${list}`, { query: { cultureCode } })).translationData,

    registerEndCustomer: (body: EndCustomerRegistration) => http.post<void>('/api/RegistrationEndCustomer', body),
    /** The double opt-in's link: works without signing in. */
    confirm: (token: string) => http.post<void>('/api/RegistrationConfirmation', { token }),
    registerSpecialist: (body: UserDataInput) => http.post<void>('/api/RegistrationSpecialist', body),
    registerSimple: (language: string) => http.post<void>('/api/RegistrationSimple', { language }),

    status: (openIdUserId: string, locale: string) =>
      http.get<CrmUserStateResponse>(`${user(openIdUserId)}/status`, { query: { locale } }),
    profile: (openIdUserId: string) => http.get<UserData>(user(openIdUserId)),
    changeProfile: (openIdUserId: string, body: UserDataInput) => http.patch<void>(user(openIdUserId), body),

    /** The clerk's review: confirmed registrations, a page at a time. */
    registrations: (status: number | undefined, page: number, pageSize: number) =>
      http.get<RegistrationPage>('/api/Registration', { query: { status, page, pageSize } }),
    /** A decision on the version the clerk saw (If-Match); a stale one is refused with 412 precondition_failed. */
    decide: (userId: string, userStatus: 1 | 2 | 3, version: number) =>
      http.put<RegistrationEntry>(
        `/api/Registration/${encodeURIComponent(userId)}/status`,
        { userStatus },
        { headers: { 'if-match': `"v${version}"` } },
      ),
  };
}

export type CrmApi = ReturnType<typeof crmApi>;
