import type { MiniAppContext, MiniAppModule } from '@portal/sdk';
import { Card } from '@portal/ui';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

/** Replace with the mini-app's first screen. Data comes through context.http (bearer token, retries included). */
function App({ context }: { context: MiniAppContext }) {
  const [locale, setLocale] = useState(context.locale);
  useEffect(() => context.onLocaleChange(setLocale), [context]);
  return (
    <Card title={context.titleOf(context.route.name)}>
      <p lang={locale}>{context.user?.firstName}</p>
    </Card>
  );
}

export const mount: MiniAppModule['mount'] = (element, context) => {
  const root = createRoot(element);
  root.render(<App context={context} />);
  return () => root.unmount();
};
