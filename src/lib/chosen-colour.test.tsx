import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseColour, useChosenColour } from './chosen-colour';

const colours = [{ name: 'Rebel Red' }, { name: 'Pacific Blue' }];

function Shown({ model }: { model: string }) {
  const [colour] = useChosenColour(model, colours);
  return <p>{colour?.name}</p>;
}

describe('chosen colour', () => {
  it('shows the first colour until one is chosen, then the chosen one on every picture of that model', () => {
    render(
      <>
        <Shown model="rv400" />
        <Shown model="rv1" />
      </>,
    );
    expect(screen.getAllByText('Rebel Red')).toHaveLength(2);
    act(() => chooseColour('rv400', 'Pacific Blue'));
    expect(screen.getAllByText('Pacific Blue')).toHaveLength(1);
    expect(screen.getAllByText('Rebel Red')).toHaveLength(1);
    expect(JSON.parse(window.sessionStorage.getItem('chosenColours') ?? '{}')).toEqual({ rv400: 'Pacific Blue' });
  });

  it('falls back to the first colour for a colour no longer offered or an unreadable memory', () => {
    window.sessionStorage.setItem('chosenColours', JSON.stringify({ rv400: 'Gold' }));
    const { unmount } = render(<Shown model="rv400" />);
    expect(screen.getByText('Rebel Red')).toBeInTheDocument();
    unmount();
    window.sessionStorage.setItem('chosenColours', '{not json');
    render(<Shown model="rv400" />);
    expect(screen.getByText('Rebel Red')).toBeInTheDocument();
  });
});
