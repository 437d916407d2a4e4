import { formatLocale, type Locale } from '@portal/contracts';
import type { MiniAppContext, MiniAppModule } from '@portal/sdk';
import { Card } from '@portal/ui';
import { type ComponentType, useEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Answer } from './Answer';
import { questionnaireApi } from './api';
import { type Env, EnvContext } from './env';
import { Results } from './Results';
import { CSS } from './styles';
import { loadTexts, textsFor } from './texts';

/** The screens by the route's `screen` (miniapp.json): answering, and the results for those responsible. */
const SCREENS: Record<string, ComponentType> = { answer: Answer, results: Results };

function QuestionnaireApp({ context }: { context: MiniAppContext }) {
  const [locale, setLocale] = useState<Locale>(context.locale);
  useEffect(() => context.onLocaleChange((next) => void loadTexts(next).finally(() => setLocale(next))), [context]);
  const env = useMemo<Env>(
    () => ({
      context,
      api: questionnaireApi(context.http.portal, locale, context.country),
      t: textsFor(locale),
      locale,
      intl: formatLocale(locale, context.country),
    }),
    [context, locale],
  );
  const Screen = SCREENS[context.route.screen ?? 'answer'];
  return (
    <EnvContext.Provider value={env}>
      <style>{CSS}</style>
      <div lang={locale}>
        {Screen ? <Screen /> : <Card title={context.titleOf(context.route.name)}>{context.route.screen}</Card>}
      </div>
    </EnvContext.Provider>
  );
}

export const mount: MiniAppModule['mount'] = (element, context) => {
  const root = createRoot(element);
  let mounted = true;
  void loadTexts(context.locale).finally(() => mounted && root.render(<QuestionnaireApp context={context} />));
  return () => {
    mounted = false;
    root.unmount();
  };
};
