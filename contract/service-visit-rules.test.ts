import { describe, expect, it } from 'vitest';
import { slotStart } from './enquiry-rules.js';
import { addMonths, customerCanChange, nextServiceDue, serviceDueText, serviceVisitActionsFor } from './service-visit-rules.js';

const NOW = new Date('2026-03-10T06:00:00Z');

describe('nextServiceDue', () => {
  it('counts the schedule from the delivery date: 1 month/1,000 km free, 6 months/5,000 km, 12 months/10,000 km', () => {
    expect(nextServiceDue('2026-02-15', 0, NOW)).toEqual({ number: 1, due_date: '2026-03-15', due_km: 1000, free: true, overdue: false });
    expect(nextServiceDue('2026-02-15', 1, NOW)).toEqual({ number: 2, due_date: '2026-08-15', due_km: 5000, free: false, overdue: false });
    expect(nextServiceDue('2026-02-15', 2, NOW)).toMatchObject({ number: 3, due_date: '2027-02-15', due_km: 10000 });
  });

  it('then repeats every 12 months or 10,000 km after the 3rd', () => {
    expect(nextServiceDue('2024-01-10', 3, NOW)).toMatchObject({ number: 4, due_date: '2026-01-10', due_km: 20000, free: false, overdue: true });
    expect(nextServiceDue('2024-01-10', 5, NOW)).toMatchObject({ number: 6, due_date: '2028-01-10', due_km: 40000 });
  });

  it('marks a date already passed as overdue', () => {
    expect(nextServiceDue('2026-01-01', 0, NOW)).toMatchObject({ due_date: '2026-02-01', overdue: true });
  });

  it('moves the 31st to the last day of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2025-08-31', 6)).toBe('2026-02-28');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
  });

  it('reads as the owner sees it', () => {
    expect(serviceDueText(nextServiceDue('2026-02-15', 0, NOW))).toBe('1st service (free): by 15 March 2026 or at 1,000 km, whichever comes first');
    expect(serviceDueText(nextServiceDue('2026-02-15', 2, NOW))).toBe('3rd service: by 15 February 2027 or at 10,000 km, whichever comes first');
  });
});

describe('the change window and actions', () => {
  it('lets the customer change an open visit until 2 hours before its slot (India time)', () => {
    expect(slotStart('2026-03-11', '10:00-12:00').toISOString()).toBe('2026-03-11T04:30:00.000Z');
    const visit = { state: 'requested' as const, date: '2026-03-11', slot: '10:00-12:00' };
    expect(customerCanChange(visit, new Date('2026-03-11T02:30:00Z'))).toBe(true);
    expect(customerCanChange(visit, new Date('2026-03-11T02:31:00Z'))).toBe(false);
    expect(customerCanChange({ ...visit, state: 'completed' }, new Date('2026-03-01T00:00:00Z'))).toBe(false);
  });

  it('gives the hub the actions of each state', () => {
    expect(serviceVisitActionsFor('requested')).toEqual(['confirm', 'reschedule', 'complete', 'cancel']);
    expect(serviceVisitActionsFor('confirmed')).toEqual(['reschedule', 'complete', 'cancel']);
    expect(serviceVisitActionsFor('cancelled')).toEqual([]);
  });
});
