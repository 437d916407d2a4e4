import { useState } from 'react';
import { Articles } from './Articles';
import { CanteenScreen, useEnv } from './common';
import { Plans } from './Plans';

/** orderSystem (canteen staff): articles, default articles, and the plans with their items. */
export function OrderSystem() {
  const { context } = useEnv();
  // Plans list the articles to choose from; an article change reloads that list.
  const [articlesVersion, setArticlesVersion] = useState(0);
  return (
    <CanteenScreen title={context.titleOf(context.route.name)}>
      {(canteen) => (
        <>
          <Articles
            key={`a-${canteen.applicationId}`}
            canteen={canteen}
            onChanged={() => setArticlesVersion((v) => v + 1)}
          />
          <Plans key={`p-${canteen.applicationId}`} canteen={canteen} version={articlesVersion} />
        </>
      )}
    </CanteenScreen>
  );
}
