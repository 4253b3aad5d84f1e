import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MeshCheckNote } from './mesh-check-note';

// A file's scan check, on its way, done, or impossible.

const CLOSED = { triangles: 52_000, size: [24.1, 18, 31.5], openEdges: 0, degenerate: 0 } as const;

describe('MeshCheckNote', () => {
  it('says « Vérification en cours » with a spinner in a polite live region while the job runs', () => {
    const { container } = render(<MeshCheckNote file={{ checkStatus: 'pending' }} />);
    const region = container.querySelector('[aria-live="polite"]');
    expect(region).toHaveTextContent(/^Vérification en cours$/);
    expect(region?.querySelector('svg.animate-spin')).not.toBeNull();
  });

  it('shows the result in the same region once the check is written', () => {
    const { container, rerender } = render(<MeshCheckNote file={{ checkStatus: 'pending' }} />);
    const region = container.querySelector('[aria-live="polite"]');
    rerender(<MeshCheckNote file={{ check: { ...CLOSED, size: [24.1, 18, 31.5] } }} />);
    // The same element: a screen reader reads the change.
    expect(container.querySelector('[aria-live="polite"]')).toBe(region);
    expect(region).toHaveTextContent('Vérification du scan : 52 000 triangles, 24,1 × 18 × 31,5 mm, fermé');
    expect(screen.queryByText('Vérification en cours')).toBeNull();
  });

  it('says so when the check could not run', () => {
    render(<MeshCheckNote file={{ checkStatus: 'failed' }} />);
    expect(
      screen.getByText(
        "Le scan n'a pas pu être vérifié. Le fichier est bien enregistré : contrôlez-le avec l'aperçu 3D.",
      ),
    ).toBeVisible();
    expect(screen.queryByText('Vérification en cours')).toBeNull();
  });

  it('shows nothing for a file uploaded before the check existed', () => {
    const { container } = render(<MeshCheckNote file={{}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
