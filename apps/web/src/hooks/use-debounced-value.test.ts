import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './use-debounced-value.ts';

afterEach(() => vi.useRealTimers());

describe('useDebouncedValue', () => {
  it('follows the value only after it has rested for 300 ms', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value), { initialProps: { value: '1' } });
    rerender({ value: '13' });
    act(() => void vi.advanceTimersByTime(200));
    rerender({ value: '138' });
    act(() => void vi.advanceTimersByTime(299));
    expect(result.current).toBe('1');
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current).toBe('138');
  });
});
