import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COUNT_UP_DURATION_MS } from '../count-up';
import { FiguresSection } from './figures-section';

// A controllable IntersectionObserver and requestAnimationFrame, so the test drives time itself.
let intersect: (visible: boolean) => void = () => {};
let frames = new Map<number, FrameRequestCallback>();
let nextFrame = 1;

const runFrame = (now: number) =>
  act(() => {
    const pending = [...frames.values()];
    frames = new Map();
    for (const callback of pending) callback(now);
  });

const figure = (label: string) => screen.getByText(label).parentElement?.querySelector('dd')?.textContent;

const setReducedMotion = (reduce: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce') }));

beforeEach(() => {
  frames = new Map();
  nextFrame = 1;
  setReducedMotion(false);
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        intersect = (visible) =>
          act(() => callback([{ isIntersecting: visible } as IntersectionObserverEntry], this as never));
      }
      observe() {}
      disconnect() {
        intersect = () => {};
      }
    },
  );
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    frames.set(nextFrame, callback);
    return nextFrame++;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.delete(id));
});
afterEach(() => vi.unstubAllGlobals());

describe('FiguresSection', () => {
  it('stays at 0 until the figures come into view', () => {
    render(<FiguresSection />);
    intersect(false);
    runFrame(5000);
    expect(figure('Audioprothésistes partenaires')).toBe('0');
    expect(frames.size).toBe(0);
  });

  it('counts from 0 to each figure over exactly 2000 ms', () => {
    render(<FiguresSection />);
    intersect(true);
    runFrame(1000); // the first frame sets the clock
    expect(figure('Embouts produits')).toBe('0');
    runFrame(1000 + COUNT_UP_DURATION_MS / 2);
    const halfway = Number(figure('Embouts produits'));
    expect(halfway).toBeGreaterThan(0);
    expect(halfway).toBeLessThan(723);
    runFrame(1000 + COUNT_UP_DURATION_MS - 1);
    expect(Number(figure('Embouts produits'))).toBeLessThan(723);
    runFrame(1000 + COUNT_UP_DURATION_MS);
    expect(figure('Audioprothésistes partenaires')).toBe('64');
    expect(figure('Embouts produits')).toBe('723');
    expect(figure('Délai moyen de production')).toBe('36\u00a0h');
    expect(figure('Taux de satisfaction')).toBe('99\u00a0%');
    expect(frames.size).toBe(0);
  });

  it('animates only once', () => {
    render(<FiguresSection />);
    intersect(true);
    runFrame(0);
    runFrame(COUNT_UP_DURATION_MS);
    intersect(false);
    intersect(true);
    expect(frames.size).toBe(0);
    expect(figure('Embouts produits')).toBe('723');
  });

  it('shows the final figures at once when the user prefers reduced motion', () => {
    setReducedMotion(true);
    render(<FiguresSection />);
    expect(figure('Embouts produits')).toBe('723');
    intersect(true);
    expect(frames.size).toBe(0);
    expect(figure('Taux de satisfaction')).toBe('99\u00a0%');
  });
});
