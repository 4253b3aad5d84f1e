import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchInput } from './search-input';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('SearchInput (spec 001 §2 search, debounced ~300 ms)', () => {
  it('reports once typing pauses for 300 ms, with the last text only', () => {
    const onChange = vi.fn();
    render(<SearchInput label="Rechercher" value="" onDebouncedChange={onChange} />);
    const box = screen.getByLabelText('Rechercher');
    fireEvent.change(box, { target: { value: 'Du' } });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.change(box, { target: { value: 'Dupont' } });
    act(() => vi.advanceTimersByTime(299));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('Dupont');
  });

  it('shows a value changed from outside (back button) without reporting it back', () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <SearchInput label="Rechercher" value="Martin" onDebouncedChange={onChange} />,
    );
    expect(screen.getByLabelText('Rechercher')).toHaveValue('Martin');
    rerender(<SearchInput label="Rechercher" value="" onDebouncedChange={onChange} />);
    expect(screen.getByLabelText('Rechercher')).toHaveValue('');
    act(() => vi.advanceTimersByTime(1000));
    expect(onChange).not.toHaveBeenCalled();
  });
});
