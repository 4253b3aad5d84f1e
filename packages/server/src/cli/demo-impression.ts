// A made-up ear impression for the living demo: a closed ellipsoid mesh as a binary STL, about the
// size of an ear canal impression (mm), small enough that sixty of them seed in a moment. Each
// corner is computed once and shared by the triangles that meet there (the seam's last column is
// the first one, each pole one point with a fan of triangles), so that the product's scan check
// (mesh/check-mesh.ts) finds it closed, with no degenerate triangle.

const SEGMENTS = 24;
const RINGS = 16;
type Point = readonly [number, number, number];

// float32 as the STL stores it, with -0 made +0, so that equal corners have equal bits.
const stored = (value: number) => Math.fround(value) + 0;

const ringPoints = (ring: number): Point[] => {
  const theta = (Math.PI * ring) / RINGS;
  return Array.from({ length: SEGMENTS }, (_, segment) => {
    const phi = (2 * Math.PI * segment) / SEGMENTS;
    return [
      stored(9 * Math.sin(theta) * Math.cos(phi)),
      stored(7 * Math.sin(theta) * Math.sin(phi)),
      stored(14 * Math.cos(theta)),
    ] as const;
  });
};

/**
 * 720 triangles, 36 084 bytes, outward-facing. `open: true` leaves the bottom cap out (24 open
 * edges): the one impression of the demo that is meant to fail the scan check, for contrast.
 */
export const demoImpression = (options: { open?: boolean } = {}): Buffer => {
  const top: Point = [0, 0, 14];
  const bottom: Point = [0, 0, -14];
  const rings = Array.from({ length: RINGS - 1 }, (_, index) => ringPoints(index + 1));
  const triangles: Point[][] = [];
  for (let segment = 0; segment < SEGMENTS; segment++) {
    const next = (segment + 1) % SEGMENTS;
    const first = rings[0] as Point[];
    triangles.push([top, first[segment] as Point, first[next] as Point]);
    for (let ring = 0; ring < RINGS - 2; ring++) {
      const upper = rings[ring] as Point[];
      const lower = rings[ring + 1] as Point[];
      const a = upper[segment] as Point;
      const b = lower[segment] as Point;
      const c = lower[next] as Point;
      const d = upper[next] as Point;
      triangles.push([a, b, c], [a, c, d]);
    }
    const last = rings[RINGS - 2] as Point[];
    if (!options.open) triangles.push([last[segment] as Point, bottom, last[next] as Point]);
  }
  const buffer = Buffer.alloc(84 + triangles.length * 50);
  buffer.write('Conque demo impression', 0, 'ascii');
  buffer.writeUInt32LE(triangles.length, 80);
  triangles.forEach((triangle, index) => {
    const at = 84 + index * 50;
    triangle.forEach((vertex, corner) => {
      vertex.forEach((value, axis) => {
        buffer.writeFloatLE(value, at + 12 + corner * 12 + axis * 4);
      });
    });
  });
  return buffer;
};
