import { describe, expect, it } from 'vitest';
import { completeProfileUrl } from './application-form';

describe('completeProfileUrl', () => {
  it('adds https:// to a bare profile address and upgrades http://', () => {
    expect(completeProfileUrl('linkedin.com/in/x')).toBe('https://linkedin.com/in/x');
    expect(completeProfileUrl(' www.linkedin.com/in/asha-p ')).toBe('https://www.linkedin.com/in/asha-p');
    expect(completeProfileUrl('http://linkedin.com/in/x')).toBe('https://linkedin.com/in/x');
    expect(completeProfileUrl('https://linkedin.com/in/x')).toBe('https://linkedin.com/in/x');
  });

  it('leaves what is not an address for the check to refuse', () => {
    expect(completeProfileUrl('my profile')).toBe('my profile');
    expect(completeProfileUrl('')).toBe('');
  });
});
