import { DEFAULT_BRAND, isLocale, type Locale, type MonthlyStatement, type OrderedArticles } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { toCsv } from '../../exports/csv';
import { type SheetColumn, sheet, toXlsx } from '../../exports/xlsx';
import { notFound } from '../../http/problem';
import { type ServerTextKey, serverText } from '../../i18n';
import type { Mailer } from '../../mail/index';
import { deliverSoon, enqueueMail } from '../../mail/outbox';
import { actorOf, insertAuditEntry } from '../audit/service';
import { requireCanteen } from './canteens';
import { centsAsNumber, fromCents, toCents } from './money';
import { planClosed } from './plans';
import { monthRange } from './ranges';
import * as store from './store';
import { toOrders } from './views';

type Range = { from: string; to: string };

/** The export files' words in a language (namespace `canteen` of the server catalogue). */
const words =
  (locale: Locale) =>
  (key: ServerTextKey<'canteen'>, values?: Record<string, string | number>): string =>
    serverText('canteen', locale, key, values);

/** Excel's built-in short date and date-time formats (ids 14 and 22): shown as the reader's regional settings write them. */
const XLSX_DAY = 'mm-dd-yy';
const XLSX_TIME = 'm/d/yy h:mm';

/**
 * A plan's day as a cell: a date in a workbook; in a CSV the day as the reader's site writes it
 * (`27.11.2026` on /de/de, `27/11/2026` on /fr/fr), since a spreadsheet reads its own order.
 */
function dayCell(format: 'xlsx' | 'csv', tag = 'de-DE'): (day: string) => Date | string {
  if (format === 'xlsx') return (day) => new Date(`${day}T00:00:00Z`);
  const written = new Intl.DateTimeFormat(tag, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' });
  return (day) => written.format(new Date(`${day}T00:00:00Z`));
}

/** What the kitchen cooks and hands out, what it exports, and what payroll deducts. */
export class KitchenService {
  constructor(
    private readonly db: Db,
    private readonly mailer?: Pick<Mailer, 'sendMail'>,
  ) {}

  /**
   * Cancels someone's order, also after the deadline (a sick employee's lunch): the order is
   * removed, so it is neither cooked nor billed, in one transaction with an audit entry that keeps
   * what it was and why, and with the mail telling the person in their language, queued in the
   * portal's outbox (mail/outbox.ts): sent right after the commit, and tried again with backoff
   * when the SMTP server refuses it. A closed plan is reopened first.
   */
  async cancelOrder(request: FastifyRequest, applicationId: string, orderId: string, reason: string): Promise<void> {
    const canteen = await requireCanteen(this.db, applicationId);
    const { order, mailed } = await this.db.transaction(async (tx) => {
      const locked = await store.lockOrderForChange(tx, applicationId, null, orderId);
      if (!locked) throw notFound('order');
      if (locked.closed) throw planClosed();
      const [found] = toOrders(await store.orderedLines(tx, applicationId, { orderId }));
      await store.deleteOrder(tx, orderId);
      await insertAuditEntry(tx, actorOf(request), {
        action: 'cancel-order',
        entity: 'canteen.order',
        entityId: orderId,
        before: found,
        after: { reason, afterDeadline: !locked.open },
      });
      const person = await store.personToTell(tx, found!.userId);
      if (person?.email) {
        await enqueueMail(tx, {
          template: 'canteen-order-cancelled',
          recipient: person.email,
          locale: isLocale(person.language ?? '') ? (person.language as Locale) : 'de',
          brand: DEFAULT_BRAND,
          values: {
            name: [person.firstName, person.lastName].filter(Boolean).join(' '),
            day: found!.plan.date,
            plan: found!.plan.name,
            items: found!.orderDetails.map((d) => `${d.quantity} × ${d.articleName}`).join(', '),
            reason,
            canteen: canteen.name,
          },
        });
      }
      return { order: found!, mailed: Boolean(person?.email) };
    });
    request.log.info(
      { event: 'canteen.order.cancelledByKitchen', orderId, userId: order.userId, plan: order.plan.id },
      'kitchen cancelled an order',
    );
    if (mailed && this.mailer) deliverSoon(this.db, this.mailer, request.log);
  }

  /** Per day: each article's total and who picks up what, when and where. */
  async orderedArticles(applicationId: string, range: Range): Promise<OrderedArticles> {
    const canteen = await requireCanteen(this.db, applicationId);
    const lines = await store.orderedLines(this.db, applicationId, range);
    const days = new Map<string, OrderedArticles['days'][number] & { cents: Map<string, number> }>();
    for (const line of lines) {
      let day = days.get(line.planDate);
      if (!day) {
        day = { date: line.planDate, totalQuantity: 0, articles: [], pickUps: [], cents: new Map() };
        days.set(line.planDate, day);
      }
      let pickUp = day.pickUps.find((p) => p.orderId === line.orderId);
      if (!pickUp) {
        pickUp = {
          orderId: line.orderId,
          userId: line.userId,
          firstName: line.firstName,
          lastName: line.lastName,
          pickUpTime: line.pickUpTime,
          pickUpLocation: line.pickUpLocation,
          items: [],
        };
        day.pickUps.push(pickUp);
      }
      if (line.detailId === null) continue;
      pickUp.items.push({ articleName: line.articleName!, quantity: line.quantity! });
      // An article is the same dish for the kitchen by id, or by name once it was deleted.
      const key = line.articleId ?? `name:${line.articleName}`;
      let article = day.articles.find((a) => (a.articleId ?? `name:${a.articleName}`) === key);
      if (!article) {
        article = { articleId: line.articleId, articleName: line.articleName!, quantity: 0, amount: '0.00' };
        day.articles.push(article);
      }
      article.quantity += line.quantity!;
      day.totalQuantity += line.quantity!;
      day.cents.set(key, (day.cents.get(key) ?? 0) + toCents(line.articlePrice!) * line.quantity!);
    }
    return {
      applicationId,
      ...range,
      currency: canteen.currency,
      days: [...days.values()].map(({ cents, ...day }) => ({
        ...day,
        articles: day.articles
          .map((a) => ({ ...a, amount: fromCents(cents.get(a.articleId ?? `name:${a.articleName}`) ?? 0) }))
          .sort((a, b) => a.articleName.localeCompare(b.articleName, 'de')),
        pickUps: day.pickUps.sort(
          (a, b) =>
            (a.pickUpTime ?? '').localeCompare(b.pickUpTime ?? '') ||
            a.lastName.localeCompare(b.lastName, 'de') ||
            a.firstName.localeCompare(b.firstName, 'de'),
        ),
      })),
    };
  }

  /**
   * Every ordered line of the range, one row each, as XLSX (lines and daily totals) or CSV (lines).
   * `locale` is the reader's language (the file's words), `tag` their site (`formatLocale`): the
   * CSV writes prices as that site does.
   */
  async exportOrders(applicationId: string, range: Range, format: 'xlsx' | 'csv', locale: Locale, tag?: string) {
    const canteen = await requireCanteen(this.db, applicationId);
    const lines = (await store.orderedLines(this.db, applicationId, range)).filter((l) => l.detailId !== null);
    const say = words(locale);
    const filename = `${say('orders.fileName', { canteen: canteen.name, ...range })}.${format}`;
    const day = dayCell(format, tag);
    const columns: SheetColumn<store.OrderedLine>[] = [
      {
        header: say('column.date'),
        value: (l) => day(l.planDate),
        width: 12,
        ...(format === 'xlsx' ? { numFmt: XLSX_DAY } : {}),
      },
      { header: say('column.plan'), value: (l) => l.planName, width: 20 },
      { header: say('column.personnelNumber'), value: (l) => l.personnelNumber ?? '', width: 14 },
      { header: say('column.lastName'), value: (l) => l.lastName, width: 18 },
      { header: say('column.firstName'), value: (l) => l.firstName, width: 16 },
      { header: say('column.email'), value: (l) => l.email, width: 28 },
      { header: say('column.pickUpTime'), value: (l) => l.pickUpTime ?? '', width: 10 },
      { header: say('column.pickUpLocation'), value: (l) => l.pickUpLocation ?? '', width: 16 },
      { header: say('column.article'), value: (l) => l.articleName, width: 28 },
      { header: say('column.quantity'), value: (l) => l.quantity, width: 8 },
      {
        header: say('column.price'),
        value: (l) => centsAsNumber(toCents(l.articlePrice!)),
        width: 10,
        numFmt: '#,##0.00',
      },
      {
        header: say('column.amount'),
        value: (l) => centsAsNumber(toCents(l.articlePrice!) * l.quantity!),
        width: 10,
        numFmt: '#,##0.00',
      },
      { header: say('column.currency'), value: (l) => l.currency, width: 8 },
      {
        header: say('column.orderedAt'),
        value: (l) => new Date(l.orderTimestamp),
        width: 20,
        ...(format === 'xlsx' ? { numFmt: XLSX_TIME } : {}),
      },
      { header: say('column.order'), value: (l) => l.orderId, width: 38 },
    ];
    // Prices are whole cents, so two fixed decimals write them exactly.
    if (format === 'csv') return { filename, body: toCsv(columns, lines, tag), rows: lines.length };
    const overview = await this.orderedArticles(applicationId, range);
    const totals = overview.days.flatMap((d) => d.articles.map((a) => ({ date: d.date, ...a })));
    const body = await toXlsx([
      sheet({
        name: say('orders.sheet'),
        preface: [say('orders.preface', { canteen: canteen.name, ...range })],
        columns,
        rows: lines,
      }),
      sheet({
        name: say('orders.totalsSheet'),
        columns: [
          {
            header: say('column.date'),
            value: (t: (typeof totals)[number]) => day(t.date),
            width: 12,
            numFmt: XLSX_DAY,
          },
          { header: say('column.article'), value: (t) => t.articleName, width: 28 },
          { header: say('column.quantity'), value: (t) => t.quantity, width: 8 },
          {
            header: say('column.amount'),
            value: (t) => centsAsNumber(toCents(t.amount)),
            width: 10,
            numFmt: '#,##0.00',
          },
        ],
        rows: totals,
      }),
    ]);
    return { filename, body, rows: lines.length };
  }

  /** Per person, what the month's orders cost, by the plans' days: the payroll deduction. */
  async statement(applicationId: string, month: string): Promise<MonthlyStatement> {
    const canteen = await requireCanteen(this.db, applicationId);
    const lines = await store.orderedLines(this.db, applicationId, monthRange(month));
    const people = new Map<string, MonthlyStatement['people'][number] & { cents: number; orderIds: Set<string> }>();
    let totalCents = 0;
    for (const line of lines) {
      let person = people.get(line.userId);
      if (!person) {
        person = {
          userId: line.userId,
          firstName: line.firstName,
          lastName: line.lastName,
          email: line.email,
          personnelNumber: line.personnelNumber,
          orders: 0,
          total: '0.00',
          lines: [],
          cents: 0,
          orderIds: new Set(),
        };
        people.set(line.userId, person);
      }
      person.orderIds.add(line.orderId);
      if (line.detailId === null) continue;
      const cents = toCents(line.articlePrice!) * line.quantity!;
      person.cents += cents;
      totalCents += cents;
      person.lines.push({
        date: line.planDate,
        articleName: line.articleName!,
        quantity: line.quantity!,
        articlePrice: line.articlePrice!,
        amount: fromCents(cents),
      });
    }
    return {
      applicationId,
      month,
      currency: canteen.currency,
      total: fromCents(totalCents),
      people: [...people.values()]
        .map(({ cents, orderIds, ...person }) => ({ ...person, orders: orderIds.size, total: fromCents(cents) }))
        .sort((a, b) => a.lastName.localeCompare(b.lastName, 'de') || a.firstName.localeCompare(b.firstName, 'de')),
    };
  }

  /** The month's statement as XLSX, its words in the reader's language. */
  async statementXlsx(applicationId: string, month: string, locale: Locale) {
    const say = words(locale);
    const canteen = await requireCanteen(this.db, applicationId);
    const statement = await this.statement(applicationId, month);
    type Person = MonthlyStatement['people'][number];
    const lines = statement.people.flatMap((p) => p.lines.map((l) => ({ ...l, person: p })));
    const body = await toXlsx([
      sheet({
        name: say('statement.sheet'),
        preface: [say('statement.preface', { canteen: canteen.name, month, currency: statement.currency })],
        columns: [
          { header: say('column.personnelNumber'), value: (p: Person) => p.personnelNumber ?? '', width: 14 },
          { header: say('column.lastName'), value: (p) => p.lastName, width: 18 },
          { header: say('column.firstName'), value: (p) => p.firstName, width: 16 },
          { header: say('column.email'), value: (p) => p.email, width: 28 },
          { header: say('column.orders'), value: (p) => p.orders, width: 12 },
          {
            header: say('column.amount'),
            value: (p) => centsAsNumber(toCents(p.total)),
            width: 12,
            numFmt: '#,##0.00',
          },
        ],
        rows: statement.people,
      }),
      sheet({
        name: say('statement.linesSheet'),
        columns: [
          {
            header: say('column.personnelNumber'),
            value: (l: (typeof lines)[number]) => l.person.personnelNumber ?? '',
            width: 14,
          },
          { header: say('column.lastName'), value: (l) => l.person.lastName, width: 18 },
          { header: say('column.firstName'), value: (l) => l.person.firstName, width: 16 },
          { header: say('column.date'), value: (l) => dayCell('xlsx')(l.date), width: 12, numFmt: XLSX_DAY },
          { header: say('column.article'), value: (l) => l.articleName, width: 28 },
          { header: say('column.quantity'), value: (l) => l.quantity, width: 8 },
          {
            header: say('column.price'),
            value: (l) => centsAsNumber(toCents(l.articlePrice)),
            width: 10,
            numFmt: '#,##0.00',
          },
          {
            header: say('column.amount'),
            value: (l) => centsAsNumber(toCents(l.amount)),
            width: 10,
            numFmt: '#,##0.00',
          },
        ],
        rows: lines,
      }),
    ]);
    return {
      filename: `${say('statement.fileName', { canteen: canteen.name, month })}.xlsx`,
      body,
      people: statement.people.length,
    };
  }
}
