import type { MiniAppContext } from '@portal/sdk';
import { Card, type MiniAppProps, mountMiniApp } from '@portal/ui';
import { type ComponentType, useMemo } from 'react';
import type { ScreenProps } from './parts';
import { Projects } from './projects/Projects';
import { BuildingCalc } from './screens/BuildingCalc';
import { ConvectorLoadCalc } from './screens/ConvectorLoadCalc';
import { Hpc } from './screens/Hpc';
import { KcModel } from './screens/KcModel';
import { Krn41 } from './screens/Krn41';
import { Krn92 } from './screens/Krn92';
import { Radiator } from './screens/Radiator';
import { RadiatorExchange } from './screens/RadiatorExchange';
import { injectStyles } from './styles';
import { translations, translator } from './texts';

/** The screens of this mini-app by the route's `content.module` (packages/contracts/src/routes/pm.ts). */
const SCREENS: Record<string, ComponentType<ScreenProps>> = {
  radiator: Radiator,
  radiatorExchange: RadiatorExchange,
  buildingCalc: BuildingCalc,
  convectorLoadCalc: ConvectorLoadCalc,
  krn41: Krn41,
  krn92: Krn92,
  kcModel: KcModel,
  hpc: Hpc,
  calcProjects: Projects,
};

function Calculators({ context, locale }: MiniAppProps) {
  const t = useMemo(() => translator(locale), [locale]);
  const Screen = SCREENS[context.route.screen ?? ''];
  return (
    <div className="calc-app" lang={locale} data-screen={context.route.screen}>
      {Screen ? (
        <Screen context={context} locale={locale} t={t} />
      ) : (
        <Card title={context.titleOf(context.route.name)}>
          <p>{t('notAvailable')}</p>
        </Card>
      )}
    </div>
  );
}

/**
 * The last inputs the user kept on the server (user parameters `calc.<screen>.lastInput`) are put
 * where the screens restore from, unless this tab holds newer ones; so a form starts where the user
 * left it, also in a new session.
 */
async function bringBackLastInputs(context: MiniAppContext): Promise<void> {
  if (typeof sessionStorage === 'undefined') return;
  try {
    const parameters = await context.http.portal.get<Array<{ name: string; value: string }>>('/api/UserParameter');
    for (const p of parameters) {
      if (/^calc\.[\w.]+\.lastInput$/.test(p.name) && sessionStorage.getItem(p.name) === null) {
        sessionStorage.setItem(p.name, p.value);
      }
    }
  } catch {
    // A convenience only: without it the forms start from the templates.
  }
}

export const mount = mountMiniApp(Calculators, {
  texts: translations,
  prepare: async (element, context) => {
    injectStyles(element.ownerDocument);
    await bringBackLastInputs(context);
  },
});
