import { describe, expect, it } from 'vitest';
import { type DeliveryDates, trackingTimeline } from './timeline';

const ordered: DeliveryDates = {
  orderDate: '2026-03-02',
  confirmedDate: null,
  producedDate: null,
  shippedDate: null,
  deliveredDate: null,
};

describe('the delivery timeline', () => {
  it.each([
    ['only ordered', ordered, 'ordered', [true, false, false, false, false]],
    ['confirmed', { ...ordered, confirmedDate: '2026-03-03' }, 'confirmed', [true, true, false, false, false]],
    [
      'produced',
      { ...ordered, confirmedDate: '2026-03-03', producedDate: '2026-03-10' },
      'produced',
      [true, true, true, false, false],
    ],
    [
      'shipped',
      { ...ordered, confirmedDate: '2026-03-03', producedDate: '2026-03-10', shippedDate: '2026-03-11' },
      'shipped',
      [true, true, true, true, false],
    ],
    [
      'delivered',
      {
        orderDate: '2026-03-02',
        confirmedDate: '2026-03-03',
        producedDate: '2026-03-10',
        shippedDate: '2026-03-11',
        deliveredDate: '2026-03-12',
      },
      'delivered',
      [true, true, true, true, true],
    ],
    [
      'shipped without a recorded confirmation: the earlier steps count as done',
      { ...ordered, shippedDate: '2026-03-11' },
      'shipped',
      [true, true, true, true, false],
    ],
  ] as const)('%s', (_name, dates, status, done) => {
    const result = trackingTimeline(dates);
    expect(result.status).toBe(status);
    expect(result.timeline.map((e) => e.step)).toEqual(['ordered', 'confirmed', 'produced', 'shipped', 'delivered']);
    expect(result.timeline.map((e) => e.done)).toEqual(done);
  });

  it('keeps each step’s own day and none for a step not recorded', () => {
    const { timeline } = trackingTimeline({ ...ordered, shippedDate: '2026-03-11' });
    expect(timeline.map((e) => e.date)).toEqual(['2026-03-02', null, null, '2026-03-11', null]);
  });
});
