import { fill } from '@portal/contracts';
import type { MiniAppContext, MiniAppModule } from '@portal/sdk';
import { Card } from '@portal/ui';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { loadTexts, textsFor } from './texts';

/** Replace with the mini-app's first screen. Data comes through context.http (bearer token, retries included). */
function App({ context }: { context: MiniAppContext }) {
  const [locale, setLocale] = useState(context.locale);
  // A new language is shown once its texts are loaded (German until then).
  useEffect(() => context.onLocaleChange((next) => void loadTexts(next).finally(() => setLocale(next))), [context]);
  const t = textsFor(locale);
  return (
    <Card title={context.titleOf(context.route.name)}>
      <p lang={locale}>{fill(t.greeting, { name: context.user?.firstName ?? '' })}</p>
    </Card>
  );
}

export const mount: MiniAppModule['mount'] = (element, context) => {
  const root = createRoot(element);
  let mounted = true;
  void loadTexts(context.locale).finally(() => mounted && root.render(<App context={context} />));
  return () => {
    mounted = false;
    root.unmount();
  };
};
