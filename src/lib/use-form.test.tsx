import { act, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useForm } from './use-form';

type Values = { name: string; consent: boolean };
const initial: Values = { name: '', consent: false };

describe('useForm', () => {
  it('clears the error of a field as it changes, and fills only empty fields', () => {
    const { result } = renderHook(() => useForm<keyof Values, Values>(initial));
    act(() => result.current.showErrors({ name: 'Enter your name.', consent: 'Tick the box.' }));
    act(() => result.current.set({ consent: true }));
    expect(result.current.errors).toEqual({ name: 'Enter your name.' });
    act(() => result.current.fillEmpty({ name: 'Asha', consent: false }));
    expect(result.current.values).toEqual({ name: 'Asha', consent: true });
    act(() => result.current.fillEmpty({ name: 'Ravi' }));
    expect(result.current.values.name).toBe('Asha');
  });

  it('keeps server errors of its fields and of its extra keys only', () => {
    const { result } = renderHook(() => useForm<keyof Values, Values, 'cv'>(initial, ['cv']));
    act(() => result.current.showServerErrors('Please correct the highlighted fields.', { name: 'Too short.', cv: 'Not a PDF.', other: 'Ignored.' }));
    expect(result.current.serverError).toBe('Please correct the highlighted fields.');
    expect(result.current.errors).toEqual({ name: 'Too short.', cv: 'Not a PDF.' });
    act(() => result.current.setError('cv', null));
    expect(result.current.errors).toEqual({ name: 'Too short.' });
    act(() => result.current.reset({ name: 'Ravi', consent: true }));
    expect(result.current).toMatchObject({ values: { name: 'Ravi', consent: true }, errors: {} });
  });

  it('focuses the first invalid field once the errors are in the page', () => {
    let show: (errors: { a?: string; b?: string }) => void = () => {};
    function Form() {
      const { formRef, errors, showErrors } = useForm<'a' | 'b'>({ a: '', b: '' });
      show = showErrors;
      return (
        <form ref={formRef}>
          <input aria-label="A" aria-invalid={errors.a ? true : undefined} />
          <input aria-label="B" aria-invalid={errors.b ? true : undefined} />
        </form>
      );
    }
    render(<Form />);
    act(() => show({ b: 'Fill B.' }));
    expect(screen.getByLabelText('B')).toHaveFocus();
  });
});
