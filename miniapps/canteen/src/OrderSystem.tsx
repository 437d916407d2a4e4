import { useState } from 'react';
import { Articles } from './Articles';
import { CanteenScreen } from './common';
import { Plans } from './Plans';

/** orderSystem (canteen staff): articles, default articles, and the plans with their items. */
export function OrderSystem() {
  // Plans list the articles to choose from; an article change reloads that list.
  const [articlesVersion, setArticlesVersion] = useState(0);
  return (
    <CanteenScreen kitchen={(may) => may.articles || may.plans}>
      {(canteen) => (
        <>
          <Articles canteen={canteen} onChanged={() => setArticlesVersion((v) => v + 1)} />
          <Plans canteen={canteen} version={articlesVersion} />
        </>
      )}
    </CanteenScreen>
  );
}
