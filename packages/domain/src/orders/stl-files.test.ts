import { describe, expect, it } from 'vitest';
import { MAX_STL_FILE_BYTES, stlFileProblem } from './stl-files';

describe('STL files picked for upload (spec 001 §5)', () => {
  it.each([
    ['gauche.stl', 1000, null],
    ['DROITE.STL', MAX_STL_FILE_BYTES, null],
    ['gros.stl', MAX_STL_FILE_BYTES + 1, 'Le fichier gros.stl est trop volumineux (maximum 100MB)'],
    ['scan.obj', 10, "Le fichier scan.obj n'est pas un fichier STL valide"],
    ['stl', 10, "Le fichier stl n'est pas un fichier STL valide"],
  ])('%s (%i bytes) → %s', (name, size, expected) => {
    expect(stlFileProblem({ name, size })).toBe(expected);
  });
});
