import { fill } from '@portal/contracts';
import { Card, type MiniAppProps, mountMiniApp } from '@portal/ui';
import { textsFor, translations } from './texts';

/**
 * Replace with the mini-app's first screen. Data comes through context.http (bearer token, retries
 * included); `locale` is the reader's language, switched once its texts are loaded (German until then).
 */
function App({ context, locale }: MiniAppProps) {
  const t = textsFor(locale);
  return (
    <Card title={context.titleOf(context.route.name)}>
      <p lang={locale}>{fill(t.greeting, { name: context.user?.firstName ?? '' })}</p>
    </Card>
  );
}

export const mount = mountMiniApp(App, { texts: translations });
