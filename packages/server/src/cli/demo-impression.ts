// A made-up ear impression for the living demo: a closed ellipsoid mesh as a binary STL, about the
// size of an ear canal impression (mm), small enough that sixty of them seed in a moment.

const SEGMENTS = 24;
const RINGS = 16;

const point = (ring: number, segment: number): [number, number, number] => {
  const theta = (Math.PI * ring) / RINGS;
  const phi = (2 * Math.PI * segment) / SEGMENTS;
  return [9 * Math.sin(theta) * Math.cos(phi), 7 * Math.sin(theta) * Math.sin(phi), 14 * Math.cos(theta)];
};

/** 768 triangles, 38 484 bytes. */
export const demoImpression = (): Buffer => {
  const triangles: [number, number, number][][] = [];
  for (let ring = 0; ring < RINGS; ring++)
    for (let segment = 0; segment < SEGMENTS; segment++) {
      const a = point(ring, segment);
      const b = point(ring + 1, segment);
      const c = point(ring + 1, segment + 1);
      const d = point(ring, segment + 1);
      triangles.push([a, b, c], [a, c, d]);
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
