import { describe, expect, it } from 'vitest';
import { erpMasterData } from '../../erp/seed';
import { bekonTrackingRows, DEMO_DELIVERIES, OTHER_COMPANY_CODE } from './seed';
import { BEKON_COMPANY_CODE } from './service';
import { trackingTimeline } from './timeline';

describe('demo deliveries of the shower-design brand', () => {
  const day = new Date('2026-11-25T10:00:00Z');

  it('are the same for the same day, relative to it', () => {
    expect(bekonTrackingRows(day)).toEqual(bekonTrackingRows(new Date('2026-11-25T23:59:00Z')));
    const first = bekonTrackingRows(day).deliveries[0]!;
    expect(first).toMatchObject({ number: '80000001', shipToPostalCode: '8001', shippedDate: '2026-11-23' });
    expect(first.expectedDate).toBe('2026-11-26');
  });

  it('show every step of the timeline once among the brand’s deliveries', () => {
    const { orders, deliveries } = bekonTrackingRows(day);
    const steps = deliveries
      .filter((d) => d.companyCode === BEKON_COMPANY_CODE)
      .map((d) => {
        const order = orders.find((o) => o.number === d.orderNumber)!;
        return trackingTimeline({ ...d, orderDate: order.orderDate, confirmedDate: order.confirmedDate }).status;
      });
    expect(steps.sort()).toEqual(['confirmed', 'delivered', 'ordered', 'produced', 'shipped']);
  });

  it('place the other company’s delivery with a customer of that company in the ERP data set', () => {
    const other = DEMO_DELIVERIES.find((d) => d.companyCode === OTHER_COMPANY_CODE)!;
    expect(erpMasterData().customers.find((c) => c.number === other.customer)?.companyCode).toBe(OTHER_COMPANY_CODE);
  });
});
