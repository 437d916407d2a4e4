import type { Additive, Allergen, Canteen, OrderUpdate } from '@portal/contracts';
import { Button, Select } from '@portal/ui';
import { useId, useState } from 'react';
import { Stepper, useEnv, useMoney } from './common';
import { Declarations } from './Declarations';
import { totalOf } from './money';

/** Whole portions per line, as the server allows (MAX_ORDER_QUANTITY of the contracts, not in their browser entry). */
const MAX_ORDER_QUANTITY = 20;

/** An article as someone ordering can pick it: from the plan's offer, or a line already ordered. */
export interface OfferedArticle {
  readonly articleId: string;
  readonly name: string;
  readonly description: string;
  readonly price: string;
  readonly isDefault: boolean;
  /** What the plan declares for it; unknown for a line of an earlier order. */
  readonly allergens?: readonly Allergen[];
  readonly additives?: readonly Additive[];
}

/**
 * The articles with their prices and a quantity each, the pick-up time and place from the canteen's
 * choices, the total, and one big button. Used to order and to change an order.
 */
export function OrderForm({
  canteen,
  articles,
  initial,
  submitLabel,
  busyLabel,
  closed,
  closedReason,
  onSubmit,
  onCancel,
}: {
  canteen: Canteen;
  articles: readonly OfferedArticle[];
  initial?: { quantities: Record<string, number>; pickUpTime: string | null; pickUpLocation: string | null };
  submitLabel: string;
  busyLabel: string;
  closed: boolean;
  closedReason?: string | undefined;
  /** Answers an error text to show beside the button, or nothing when it worked. */
  onSubmit: (order: OrderUpdate, names: (index: number) => string | undefined) => Promise<string | undefined>;
  onCancel?: () => void;
}) {
  const { t } = useEnv();
  const money = useMoney();
  const id = useId();
  const [quantities, setQuantities] = useState<Record<string, number>>(initial?.quantities ?? {});
  const [pickUpTime, setPickUpTime] = useState(initial?.pickUpTime ?? canteen.pickUpTimes[0] ?? '');
  const [pickUpLocation, setPickUpLocation] = useState(initial?.pickUpLocation ?? canteen.pickUpLocations[0] ?? '');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();

  const lines = articles
    .filter((a) => (quantities[a.articleId] ?? 0) > 0)
    .map((a) => ({ article: a, quantity: quantities[a.articleId]! }));
  const total = totalOf(lines.map((l) => ({ articlePrice: l.article.price, quantity: l.quantity })));
  const reasonId = `${id}-reason`;

  return (
    <form
      className="cn-order"
      aria-describedby={closed && closedReason ? reasonId : undefined}
      onSubmit={async (event) => {
        event.preventDefault();
        if (busy || closed) return;
        if (lines.length === 0) {
          setProblem(t.chooseSomething);
          return;
        }
        setBusy(true);
        setProblem(undefined);
        try {
          const failure = await onSubmit(
            {
              orderDetails: lines.map((l) => ({ articleId: l.article.articleId, quantity: l.quantity })),
              pickUpTime: canteen.pickUpTimes.length ? pickUpTime : null,
              pickUpLocation: canteen.pickUpLocations.length ? pickUpLocation : null,
            },
            (index) => lines[index]?.article.name,
          );
          setProblem(failure);
        } finally {
          setBusy(false);
        }
      }}
    >
      <ul className="cn-articles" aria-label={t.articles}>
        {articles.map((article) => (
          <li key={article.articleId} className="cn-article">
            <div className="cn-article__text">
              <span>
                <strong>{article.name}</strong>
                {article.isDefault && <span className="cn-muted"> · {t.everyDay}</span>}
              </span>
              {article.description && <span className="cn-muted">{article.description}</span>}
              {article.allergens && <Declarations allergens={article.allergens} additives={article.additives ?? []} />}
              <span className="cn-article__price">{money(article.price, canteen.currency)}</span>
            </div>
            <Stepper
              article={article.name}
              value={quantities[article.articleId] ?? 0}
              max={MAX_ORDER_QUANTITY}
              disabled={closed}
              onChange={(value) => {
                setProblem(undefined);
                setQuantities((q) => ({ ...q, [article.articleId]: value }));
              }}
            />
          </li>
        ))}
      </ul>
      {(canteen.pickUpTimes.length > 0 || canteen.pickUpLocations.length > 0) && (
        <div className="cn-fields">
          {canteen.pickUpTimes.length > 0 && (
            <Select
              label={t.pickUpTime}
              value={pickUpTime}
              disabled={closed}
              onChange={(e) => setPickUpTime(e.target.value)}
              options={canteen.pickUpTimes.map((time) => ({ value: time, label: time }))}
            />
          )}
          {canteen.pickUpLocations.length > 0 && (
            <Select
              label={t.pickUpLocation}
              value={pickUpLocation}
              disabled={closed}
              onChange={(e) => setPickUpLocation(e.target.value)}
              options={canteen.pickUpLocations.map((place) => ({ value: place, label: place }))}
            />
          )}
        </div>
      )}
      <p className="cn-total">
        <span>{t.total}</span>
        <output aria-live="off">{money(total, canteen.currency)}</output>
      </p>
      {problem && <p className="cn-problem">{problem}</p>}
      {closed && closedReason && (
        <p id={reasonId} className="cn-reason">
          {closedReason}
        </p>
      )}
      <div className="cn-actions">
        <Button type="submit" variant="primary" className="cn-wide" disabled={closed || busy} aria-busy={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
        {onCancel && (
          <Button className="cn-wide" onClick={onCancel}>
            {t.cancel}
          </Button>
        )}
      </div>
    </form>
  );
}
