import type { StlFileEntry } from '@conque/domain/orders/stl-files';
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESH_CHECK_PATIENCE_MS, MESH_CHECK_REFETCH_MS, useMeshCheckRefetch } from './mesh-check-refetch';

// How long a screen asks again for an order whose files wait for their check.

const file = (path: string, entry: Partial<StlFileEntry> = {}): StlFileEntry => ({
  name: `${path}.stl`,
  path,
  size: 234,
  type: 'model/stl',
  uploadedAt: '2026-07-21T08:15:00Z',
  ...entry,
});
const CHECK = { triangles: 12, size: [20, 20, 20], openEdges: 0, degenerate: 0 } as const;
const pending = (path: string) => file(path, { checkStatus: 'pending' });
const checked = (path: string) => file(path, { check: { ...CHECK, size: [20, 20, 20] } });
const query = (...files: StlFileEntry[]) => ({ state: { data: { stl_files: files } } });

afterEach(() => vi.useRealTimers());

describe('useMeshCheckRefetch', () => {
  it('asks every 2 s while a file waits, for a minute without news at most, and again for a new one', () => {
    vi.useFakeTimers({ now: new Date('2026-07-21T08:15:00Z') });
    const interval = renderHook(() => useMeshCheckRefetch()).result.current;
    expect(interval(query(checked('a'), file('avant-la-verification')))).toBe(false);
    expect(interval({ state: { data: undefined } })).toBe(false);

    expect(interval(query(checked('a'), pending('b')))).toBe(MESH_CHECK_REFETCH_MS);
    vi.advanceTimersByTime(MESH_CHECK_PATIENCE_MS - 1);
    expect(interval(query(checked('a'), pending('b')))).toBe(MESH_CHECK_REFETCH_MS);
    vi.advanceTimersByTime(1);
    expect(interval(query(checked('a'), pending('b')))).toBe(false);

    // Another file uploaded: its own minute.
    expect(interval(query(checked('a'), pending('b'), pending('c')))).toBe(MESH_CHECK_REFETCH_MS);
    // All checked, or one that could not be: nothing to wait for.
    expect(interval(query(checked('a'), checked('b'), file('c', { checkStatus: 'failed' })))).toBe(false);
  });
});
