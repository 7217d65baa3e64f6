import { describe, expect, it } from 'vitest';
import { parseJobId } from './use-job-editor';

describe('parseJobId', () => {
  it('reads a positive whole number of up to nine digits from ?id=', () => {
    expect(parseJobId('12')).toBe(12);
    expect(parseJobId('999999999')).toBe(999999999);
  });

  it('ignores anything else, so the form creates a new opening', () => {
    for (const raw of [null, '', '0', '-3', '1.5', '1e3', 'abc', '1234567890', ' 7']) expect(parseJobId(raw)).toBeNull();
  });
});
