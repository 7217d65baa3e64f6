import { describe, expect, it } from 'vitest';
import { sessionEnded } from '@/lib/store/family';
import { applications } from '../../../tests/mocks/handlers/careers';
import { checkCv } from './application-form';
import { formatFileSize, linesToItems, paragraphs } from './careers-format';
import { applicationListFamily, applicationListReducer, applicationUpdateFamily } from './careers-slice';
import { validateJob, type JobValues } from './job-form';

describe('application list', () => {
  const loaded = applicationListReducer(undefined, applicationListFamily.actions.success({ data: applications, page: 1, pageSize: 20, pages: 1, total: 2 }));

  it('takes in a changed application in place, leaving the others', () => {
    const next = applicationListReducer(loaded, applicationUpdateFamily.actions.success({ ...applications[0], status: 'hired' }));
    expect(next.data?.data.map((a) => a.status)).toEqual(['hired', 'shortlisted']);
    expect(next.data?.data[1]).toBe(loaded.data?.data[1]);
  });

  it('ignores a change to an application it does not show, and empties on sign-out', () => {
    const next = applicationListReducer(loaded, applicationUpdateFamily.actions.success({ ...applications[0], id: 999 }));
    expect(next).toBe(loaded);
    expect(applicationListReducer(loaded, sessionEnded())).toEqual(applicationListFamily.initialState);
  });
});

describe('careers helpers', () => {
  it('splits text into paragraphs and items, dropping blanks', () => {
    expect(paragraphs('One\nstill one\n\n  \nTwo')).toEqual(['One\nstill one', 'Two']);
    expect(linesToItems(' a \n\n b\r\n')).toEqual(['a', 'b']);
  });

  it('formats file sizes', () => {
    expect(formatFileSize(245760)).toBe('240 KB');
    expect(formatFileSize(1572864)).toBe('1.5 MB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5 MB');
  });

  it('checks a CV by extension (any case) and size', () => {
    expect(checkCv(new File(['x'], 'CV.DOCX'))).toBeNull();
    expect(checkCv(new File(['x'], 'cv.doc'))).toMatch(/PDF or Word/);
  });

  it('checks an opening with the server limits', () => {
    const ok: JobValues = {
      title: 'Dev',
      department: 'Engineering',
      location: 'Pu',
      type: 'Full-time',
      experience: '1',
      summary: '0123456789',
      description: 'x'.repeat(20),
      responsibilities: 'a',
      requirements: 'b',
    };
    expect(validateJob(ok)).toEqual({});
    const bad = validateJob({ ...ok, title: 'D', type: 'Freelance', responsibilities: Array.from({ length: 16 }, (_, i) => `r${i}`).join('\n'), requirements: 'x'.repeat(301) });
    expect(Object.keys(bad).sort()).toEqual(['requirements', 'responsibilities', 'title', 'type']);
  });
});
