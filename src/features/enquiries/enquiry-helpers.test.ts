import { describe, expect, it } from 'vitest';
import { formatSlot, testRideIcs } from './enquiry-helpers';

describe('formatSlot', () => {
  it('shows the contract slots in 12-hour time', () => {
    expect(formatSlot('10:00-12:00')).toBe('10 am – 12 pm');
    expect(formatSlot('12:00-14:00')).toBe('12 pm – 2 pm');
    expect(formatSlot('16:00-18:00')).toBe('4 pm – 6 pm');
  });
});

describe('testRideIcs', () => {
  it('makes an iCalendar event in UTC for the India-time slot, with the hub as its place', () => {
    const ics = testRideIcs(
      { reference: 'TR-000123', date: '2027-03-05', slot: '12:00-14:00', model: 'RV400', hubName: 'Hub Hinjewadi', hubAddress: 'Plot 21, Phase 1; Pune', hubPhone: '+91 20 4671 3302' },
      new Date('2027-03-01T06:30:00Z'),
    );
    const lines = ics.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('DTSTART:20270305T063000Z');
    expect(lines).toContain('DTEND:20270305T083000Z');
    expect(lines).toContain('SUMMARY:Revolt test ride: RV400');
    expect(lines).toContain('LOCATION:Hub Hinjewadi\\, Plot 21\\, Phase 1\\; Pune');
    expect(lines).toContain('UID:TR-000123@revoltmotors.com');
  });
});
