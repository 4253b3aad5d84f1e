import { act, render, renderHook, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '@/lib/toast';
import { useSignedLink } from './use-signed-link';

// jsdom opens no windows: a stand-in tab records where it is sent and whether it is closed.
const fakeTab = () => ({ opener: window as unknown, location: { href: '' }, close: vi.fn() });

let open: { mockRestore: () => void } | undefined;
const setup = () => {
  const tab = fakeTab();
  const spy = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  open = spy;
  render(<AppToaster />);
  const { result } = renderHook(() => useSignedLink());
  return { tab, open: spy, result };
};

afterEach(() => {
  open?.mockRestore();
  toast.dismiss();
});

describe('useSignedLink (spec 001 §7-§8)', () => {
  it('opens the tab within the click, then sends it to the signed link, detached from this page', async () => {
    const { tab, open, result } = setup();
    let resolve: (value: { signedUrl: string }) => void = () => {};
    const signing = new Promise<{ signedUrl: string }>((r) => {
      resolve = r;
    });
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.open('pdf', () => signing);
    });
    // Before the server has answered: the tab exists already (a later one would be blocked).
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(result.current.pending).toBe('pdf');
    await act(async () => {
      resolve({ signedUrl: '/files/order_pdfs/x/bon.pdf?expires=1&signature=s' });
      await done;
    });
    expect(tab.location.href).toBe(
      `${window.location.origin}/files/order_pdfs/x/bon.pdf?expires=1&signature=s`,
    );
    expect(tab.opener).toBeNull();
    expect(tab.close).not.toHaveBeenCalled();
    expect(result.current.pending).toBeNull();
  });

  it.each([
    ['the error message', () => Promise.reject(new Error('Fichier introuvable.')), 'Fichier introuvable.'],
    [
      'the default when the error says nothing',
      () => Promise.reject(new Error('')),
      'Erreur lors du téléchargement',
    ],
    ['no link in the answer', () => Promise.resolve({}), 'No signed URL returned'],
  ])('closes the tab and toasts %s', async (_label, sign, message) => {
    const { tab, result } = setup();
    await act(() => result.current.open('stl', sign));
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('');
    const shown = (await screen.findByText(message)).closest('li');
    expect(shown).toHaveTextContent('Erreur');
  });

  it('keeps the app where it is when the tab was blocked, and offers the link in a toast', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    render(<AppToaster />);
    const { result } = renderHook(() => useSignedLink());
    await act(() =>
      result.current.open('pdf', () => Promise.resolve({ signedUrl: '/files/order_pdfs/x/bon.pdf' })),
    );
    // jsdom would report a navigation as an error: the page's address is untouched.
    expect(window.location.href).toBe(`${window.location.origin}/`);
    const shown = (await screen.findByText('Votre fichier est prêt')).closest('li');
    expect(shown).not.toBeNull();
    const button = screen.getByRole('button', { name: 'Ouvrir' });
    open.mockClear();
    act(() => button.click());
    expect(open).toHaveBeenCalledWith(
      `${window.location.origin}/files/order_pdfs/x/bon.pdf`,
      '_blank',
      'noopener',
    );
    open.mockRestore();
  });
});
