// What the server measured of an uploaded impression, kept with the file, and the
// French warnings the wizard and the order detail show from it. A warning never blocks an order: the
// professional decides; a file that is not an STL at all is refused at upload, as before.

export type MeshCheck = {
  triangles: number;
  /** The bounding box's sides, in the file's units (millimetres for every scanner we know). */
  size: [number, number, number];
  /** Edges used by one triangle only (0: watertight); null when the mesh was too large to check. */
  openEdges: number | null;
  /** Triangles with two equal corners or no area. */
  degenerate: number;
};

/** Above this, open edges are not counted (their table would take ~100 MB of the server's memory). */
export const MESH_EDGE_CHECK_MAX_TRIANGLES = 500_000;

/** An ear impression's plausible longest side, in mm: smaller reads as metres or inches, larger as µm. */
export const EAR_IMPRESSION_MM = { min: 8, max: 120 } as const;

const format = (value: number) => new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 }).format(value);

/** « 24,1 × 18 × 31,5 mm ». */
export const meshSizeLabel = (check: MeshCheck): string => `${check.size.map(format).join(' × ')} mm`;

/** « 52 000 triangles, 24,1 × 18 × 31,5 mm ». */
export const meshSummary = (check: MeshCheck): string =>
  `${new Intl.NumberFormat('fr-FR').format(check.triangles)} triangles, ${meshSizeLabel(check)}`;

export const meshWarnings = (check: MeshCheck): string[] => {
  if (check.triangles === 0)
    return ["Le fichier ne contient aucun triangle : ce n'est pas un scan utilisable."];
  const warnings: string[] = [];
  const longest = Math.max(...check.size);
  if (longest < EAR_IMPRESSION_MM.min)
    warnings.push(
      `Le scan mesure ${format(longest)} mm au plus : il est peut-être exprimé en mètres ou en pouces au lieu de millimètres.`,
    );
  else if (longest > EAR_IMPRESSION_MM.max)
    warnings.push(
      `Le scan mesure ${format(longest)} mm, bien plus qu'une oreille : vérifiez l'unité du fichier.`,
    );
  if (check.openEdges !== null && check.openEdges > 0)
    warnings.push(
      `Le scan n'est pas fermé (${new Intl.NumberFormat('fr-FR').format(check.openEdges)} arêtes ouvertes) : vérifiez qu'il est complet.`,
    );
  if (check.degenerate > 0)
    warnings.push(
      `${new Intl.NumberFormat('fr-FR').format(check.degenerate)} triangle(s) dégénéré(s) : le fichier est peut-être abîmé.`,
    );
  return warnings;
};
