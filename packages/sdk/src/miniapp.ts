import type { Brand, Locale, RouteMeta } from '@portal/contracts';
import type { HttpClient } from './http';

/**
 * The contract between the shell and a mini-app. A mini-app exposes a module (default `./App`)
 * whose `mount` draws it into the element the shell gives and returns how to take it down again.
 * It gets this context and nothing else from the shell; its public surface changes only on purpose.
 */
export interface MiniAppContext {
  /** Base addresses of spec §7, derived from the current host. */
  readonly baseUrls: {
    readonly portal: string;
    readonly crm: string;
    readonly production: string;
    readonly identity: string;
  };
  /** The signed-in user's current access token (renewed by the shell), undefined when signed out. */
  readonly getToken: () => Promise<string | undefined>;
  /** The portal's HTTP client (bearer token, retries, sign-in reactions), one per base address. */
  readonly http: { readonly portal: HttpClient; readonly crm: HttpClient; readonly production: HttpClient };
  readonly locale: Locale;
  readonly country: string;
  readonly brand: Brand;
  /** Resource ids the user holds with access type 1. */
  readonly permissions: ReadonlySet<string>;
  readonly user:
    | {
        readonly id: string;
        /** The user's subject at the identity provider: the id of the CRM's user calls (`/api/User/{id}`). */
        readonly openIdUserId: string;
        readonly firstName: string;
        readonly lastName: string;
        readonly email: string;
      }
    | undefined;
  /**
   * The route the mini-app is shown on: its name in the route table, the screen the route asks for
   * (`content.module` of the route, e.g. `users` or `foodOrder`), and the route's props.
   */
  readonly route: {
    readonly name: string;
    readonly screen: string | undefined;
    readonly props: Readonly<Record<string, unknown>>;
  };
  /** Navigate inside the portal: a path below `/{locale}/{country}/`, or a route name. */
  readonly navigate: (to: { path: string } | { route: string }) => void;
  /** Show a message in the shell's message area. */
  readonly notify: (message: MiniAppMessage) => void;
  /** The route table as the shell has it: the core table and the routes of the mini-apps' manifests. */
  readonly routeTable: readonly RouteMeta[];
  /** The title of a portal route in the current language (the shell owns the menu texts). */
  readonly titleOf: (routeName: string) => string;
  /** Subscribe to locale changes (the user switches language while the mini-app is open). */
  readonly onLocaleChange: (listener: (locale: Locale) => void) => () => void;
}

export interface MiniAppMessage {
  readonly kind: 'success' | 'info' | 'warning' | 'error';
  readonly text: string;
}

export type Unmount = () => void | Promise<void>;

/** What a mini-app's exposed module must export. */
export interface MiniAppModule {
  mount(element: HTMLElement, context: MiniAppContext): Unmount | undefined | Promise<Unmount | undefined>;
}

/** One entry of the registry the server hands a user: only the mini-apps that user may open. */
export interface MiniAppRegistration {
  readonly name: string;
  /** `/portaluiv3/{name}/remoteEntry.js?v={tag}` */
  readonly remoteEntry: string;
  /** The exposed module to mount, e.g. `./App`. */
  readonly module: string;
}

export function isMiniAppModule(value: unknown): value is MiniAppModule {
  return typeof value === 'object' && value !== null && typeof (value as { mount?: unknown }).mount === 'function';
}
