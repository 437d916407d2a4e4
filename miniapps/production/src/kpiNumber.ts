import { numberForInput } from '@portal/contracts';

/**
 * A KPI value as the screen writes it. The month to date is kept to two decimals and its traffic
 * light compares those, so the screen shows two as well: 79,96 % against a target of 80 % must
 * not read "80 % / 80 %" beside "narrowly missed". `tag` is the site's (`formatLocale` of @portal/contracts).
 */
export function kpiNumber(value: number | null, unit: string, tag: string): string {
  return value === null ? '–' : `${new Intl.NumberFormat(tag, { maximumFractionDigits: 2 }).format(value)} ${unit}`;
}

/** A KPI value put into an edit field as the site writes numbers, without grouping; empty when there is none. */
export function kpiInputText(value: number | null, tag: string): string {
  return value === null ? '' : numberForInput(value, tag);
}
