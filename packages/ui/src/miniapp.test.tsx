// @vitest-environment happy-dom
import type { Locale } from '@portal/contracts';
import type { MiniAppContext, MiniAppModule } from '@portal/sdk';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEnvContext, type MiniAppProps, mountMiniApp, type ScreenEnv, screensMiniApp } from './miniapp';

/** A shell context with what the mount reads: the language, its switch, the route. */
function shell(route: { name: string; screen?: string }, locale: Locale = 'de') {
  const listeners = new Set<(next: Locale) => void>();
  const context = {
    locale,
    country: 'ch',
    route,
    titleOf: (name: string) => `Titel ${name}`,
    onLocaleChange: (listener: (next: Locale) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  } as unknown as MiniAppContext;
  return {
    context,
    switchTo: (next: Locale) =>
      act(() => {
        for (const l of listeners) l(next);
      }),
  };
}

/** Texts that load one language at a time, on a promise the test resolves. */
function lazyTexts() {
  const loaded = new Set<Locale>(['de']);
  const pending = new Map<Locale, () => void>();
  return {
    loaded,
    finish: (locale: Locale) => act(async () => pending.get(locale)?.()),
    load: (locale: Locale) =>
      loaded.has(locale)
        ? Promise.resolve()
        : new Promise<void>((resolve) =>
            pending.set(locale, () => {
              loaded.add(locale);
              resolve();
            }),
          ),
    textsFor: (locale: Locale) => ({ hello: loaded.has(locale) ? `hello in ${locale}` : 'hallo' }),
  };
}

const element = () => document.body.appendChild(document.createElement('div'));
let unmounts: Array<() => unknown> = [];

/** Mounts as the shell does (awaiting the mount), keeping the unmount for the end of the test. */
async function mounted(mount: MiniAppModule['mount'], context: MiniAppContext, box = element()) {
  let unmount: (() => unknown) | undefined;
  await act(async () => {
    unmount = (await mount(box, context)) ?? undefined;
  });
  if (unmount) unmounts.push(unmount);
  return { box, unmount: () => act(async () => void (await unmount?.())) };
}
afterEach(async () => {
  await act(async () => {
    for (const u of unmounts) await u();
  });
  unmounts = [];
  document.body.innerHTML = '';
});

const texts = lazyTexts();
function Greeting({ locale }: MiniAppProps) {
  return <p>{texts.textsFor(locale).hello}</p>;
}

describe('mountMiniApp', () => {
  it('draws only once the reader language is loaded, switches language only once the new texts are there', async () => {
    const { context, switchTo } = shell({ name: 'hello' }, 'fr');
    const box = element();
    const mounting = mounted(mountMiniApp(Greeting, { texts }), context, box);
    await act(async () => undefined);
    expect(box.textContent).toBe('');
    await texts.finish('fr');
    await mounting;
    expect(screen.getByText('hello in fr')).toBeTruthy();

    await switchTo('it');
    // Until Italian is loaded the French screen stays: no German flash in between.
    expect(screen.getByText('hello in fr')).toBeTruthy();
    await texts.finish('it');
    await waitFor(() => expect(screen.getByText('hello in it')).toBeTruthy());
  });

  it('takes the screen down when the shell leaves', async () => {
    const { context } = shell({ name: 'hello' });
    const { box, unmount } = await mounted(mountMiniApp(Plain), context);
    expect(box.textContent).toBe('da');
    await unmount();
    expect(box.textContent).toBe('');
  });

  it('draws even when a language fails to load (the keys read German)', async () => {
    const { context } = shell({ name: 'hello' }, 'cs');
    const failing = { load: () => Promise.reject(new Error('offline')) };
    await mounted(mountMiniApp(Plain, { texts: failing }), context);
    expect(screen.getByText('da')).toBeTruthy();
  });
});

function Plain() {
  return <p>da</p>;
}

type Env = ScreenEnv<{ name: string }, { hello: string }>;
const { EnvContext, useEnv } = createEnvContext<Env>('test');
function Kpi() {
  const { api, t, intl } = useEnv();
  return <p>{`${api.name} ${t.hello} ${intl}`}</p>;
}
function Other() {
  return <p>other</p>;
}

describe('screensMiniApp', () => {
  const app = (own = lazyTexts()) =>
    screensMiniApp({
      texts: own,
      api: () => ({ name: 'api' }),
      EnvContext,
      intl: (locale, country) => `${locale}-${country.toUpperCase()}`,
      css: '.t-root {}',
      className: 't-root',
      screens: { kpi: Kpi, other: Other },
      first: 'kpi',
    });

  it('opens the screen the route names, with the calls, texts and number locale of the site', async () => {
    const { context } = shell({ name: 'production', screen: 'kpi' });
    const { box } = await mounted(app(), context);
    expect(screen.getByText('api hello in de de-CH')).toBeTruthy();
    expect(box.querySelector('.t-root')?.getAttribute('lang')).toBe('de');
  });

  it('opens the first screen when the route names none', async () => {
    const { context } = shell({ name: 'production' });
    await mounted(app(), context);
    expect(screen.getByText('api hello in de de-CH')).toBeTruthy();
  });

  it('shows the route title and the unknown screen name rather than nothing', async () => {
    const { context } = shell({ name: 'production', screen: 'future' });
    await mounted(app(), context);
    expect(screen.getByText('Titel production')).toBeTruthy();
    expect(screen.getByText('future')).toBeTruthy();
  });

  it('a screen drawn outside its mini-app fails with the mini-app named', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Kpi />)).toThrow('test screens need the EnvContext');
    quiet.mockRestore();
  });
});
