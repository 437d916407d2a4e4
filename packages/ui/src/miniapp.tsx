import type { Locale } from '@portal/contracts';
import type { MiniAppContext, MiniAppModule } from '@portal/sdk';
import {
  type ComponentType,
  type Context,
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { createRoot } from 'react-dom/client';
import { Card } from './components';

/*
 * What every mini-app used to write again in its App.tsx: draw into the shell's element once the
 * texts of the reader's language are loaded, follow the shell's language switch (again only once
 * the new texts are there, so no screen flashes German), hand the screens one context, pick the
 * screen by the route, and take it all down when the shell leaves. docs/miniapps.md shows it.
 */

/** What a mini-app's top component gets: the shell's context and the language its texts are loaded in. */
export interface MiniAppProps {
  readonly context: MiniAppContext;
  readonly locale: Locale;
}

export interface MountOptions {
  /** The mini-app's translation ref (or anything that loads a language): drawn once it is loaded. */
  readonly texts?: { load(locale: Locale): Promise<void> };
  /** Work before the first draw (styles into the page, inputs kept on the server). */
  readonly prepare?: (element: HTMLElement, context: MiniAppContext) => void | Promise<void>;
}

/** Follows the shell's language: the new one is taken once its texts are loaded. */
function useLoadedLocale(context: MiniAppContext, texts: MountOptions['texts']): Locale {
  const [locale, setLocale] = useState<Locale>(context.locale);
  useEffect(
    () =>
      context.onLocaleChange((next) => {
        if (!texts) return setLocale(next);
        void texts.load(next).finally(() => setLocale(next));
      }),
    [context, texts],
  );
  return locale;
}

/** Draws the mini-app in the language whose texts are loaded. */
function Following({
  context,
  texts,
  draw,
}: {
  context: MiniAppContext;
  texts: MountOptions['texts'];
  draw: (props: MiniAppProps) => ReactNode;
}) {
  return draw({ context, locale: useLoadedLocale(context, texts) });
}

function mountDrawing(draw: (props: MiniAppProps) => ReactNode, options: MountOptions): MiniAppModule['mount'] {
  const { texts, prepare } = options;
  return async (element, context) => {
    await prepare?.(element, context);
    // A language that fails to load still draws: its keys read German.
    await texts?.load(context.locale).catch(() => undefined);
    const root = createRoot(element);
    root.render(<Following context={context} texts={texts} draw={draw} />);
    return () => root.unmount();
  };
}

/** The `mount` a mini-app exports (MiniAppModule): `export const mount = mountMiniApp(App, { texts: translations })`. */
export function mountMiniApp(App: ComponentType<MiniAppProps>, options: MountOptions = {}): MiniAppModule['mount'] {
  return mountDrawing((props) => <App {...props} />, options);
}

/** The value of a context every screen of a mini-app needs; outside its provider, an error naming the mini-app. */
export function useProvided<T>(context: Context<T | undefined>, owner: string): T {
  const value = useContext(context);
  if (!value) throw new Error(`${owner} screens need the EnvContext`);
  return value;
}

/** One React context for the things every screen of a mini-app needs, and the hook that reads it. */
export function createEnvContext<Env>(owner: string): {
  EnvContext: Context<Env | undefined>;
  useEnv: () => Env;
} {
  const EnvContext = createContext<Env | undefined>(undefined);
  return { EnvContext, useEnv: () => useProvided(EnvContext, owner) };
}

/**
 * The screen the route names (`route.screen`, else `first`); a screen the mini-app does not know
 * shows the route's title and its screen name, so a route table ahead of the build is visible.
 */
export function RouteScreen({
  context,
  screens,
  first,
}: {
  context: MiniAppContext;
  screens: Readonly<Record<string, ComponentType>>;
  first: string;
}) {
  const Screen = screens[context.route.screen ?? first];
  return Screen ? <Screen /> : <Card title={context.titleOf(context.route.name)}>{context.route.screen}</Card>;
}

/** What the screens of most mini-apps share: the shell's context, the calls, the texts and the locale. */
export interface ScreenEnv<Api, Texts> {
  readonly context: MiniAppContext;
  readonly api: Api;
  readonly t: Texts;
  readonly locale: Locale;
  /** The tag dates and numbers are written with: the site's language in its country (`formatLocale`). */
  readonly intl: string;
}

export interface ScreensMiniApp<Api, Texts> {
  readonly texts: { load(locale: Locale): Promise<void>; textsFor(locale: Locale): Texts };
  /** The calls, made once per context (screens that load on `api` do not load again on a language switch). */
  readonly api: (context: MiniAppContext) => Api;
  readonly EnvContext: Context<ScreenEnv<Api, Texts> | undefined>;
  /** `formatLocale` of @portal/contracts (the kit does not bundle the contracts itself). */
  readonly intl: (locale: Locale, country: string) => string;
  readonly css: string;
  /** The class of the mini-app's root element (its styles are scoped under it). */
  readonly className: string;
  readonly screens: Readonly<Record<string, ComponentType>>;
  readonly first: string;
}

function ScreensApp<Api, Texts>({ context, locale, app }: MiniAppProps & { app: ScreensMiniApp<Api, Texts> }) {
  const api = useMemo(() => app.api(context), [app, context]);
  const env = useMemo<ScreenEnv<Api, Texts>>(
    () => ({ context, api, t: app.texts.textsFor(locale), locale, intl: app.intl(locale, context.country) }),
    [app, context, api, locale],
  );
  return (
    <app.EnvContext.Provider value={env}>
      <style>{app.css}</style>
      <div className={app.className} lang={locale}>
        <RouteScreen context={context} screens={app.screens} first={app.first} />
      </div>
    </app.EnvContext.Provider>
  );
}

/** A mini-app made of screens picked by the route, all reading one ScreenEnv: its `mount`. */
export function screensMiniApp<Api, Texts>(app: ScreensMiniApp<Api, Texts>): MiniAppModule['mount'] {
  return mountDrawing((props) => <ScreensApp {...props} app={app} />, { texts: app.texts });
}
