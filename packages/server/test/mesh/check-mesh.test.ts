import { meshWarnings } from '@conque/domain/orders/mesh-check';
import { describe, expect, it } from 'vitest';
import { checkMesh } from '../../src/mesh/check-mesh';

// The mesh check on generated meshes, binary and ASCII, cut into chunks anywhere.

type Triangle = [number, number, number][];

/** A cube of side `side` (mm), 12 triangles; `openFaces` of its 6 faces left out. */
const cube = (side: number, openFaces = 0): Triangle[] => {
  const v = (x: number, y: number, z: number): [number, number, number] => [x * side, y * side, z * side];
  const faces: [number, number, number][][] = [
    [v(0, 0, 0), v(1, 0, 0), v(1, 1, 0), v(0, 1, 0)],
    [v(0, 0, 1), v(0, 1, 1), v(1, 1, 1), v(1, 0, 1)],
    [v(0, 0, 0), v(0, 0, 1), v(1, 0, 1), v(1, 0, 0)],
    [v(0, 1, 0), v(1, 1, 0), v(1, 1, 1), v(0, 1, 1)],
    [v(0, 0, 0), v(0, 1, 0), v(0, 1, 1), v(0, 0, 1)],
    [v(1, 0, 0), v(1, 0, 1), v(1, 1, 1), v(1, 1, 0)],
  ];
  return faces.slice(openFaces).flatMap(([a, b, c, d]) => [
    [a, b, c],
    [a, c, d],
  ]) as Triangle[];
};

const binary = (triangles: Triangle[]) => {
  const file = Buffer.alloc(84 + 50 * triangles.length);
  file.write('solid looks ascii but is binary', 0, 'latin1');
  file.writeUInt32LE(triangles.length, 80);
  triangles.forEach((triangle, t) => {
    triangle.flat().forEach((value, i) => {
      file.writeFloatLE(value, 84 + 50 * t + 12 + 4 * i);
    });
  });
  return file;
};

const ascii = (triangles: Triangle[]) =>
  Buffer.from(
    `solid embout\n${triangles
      .map(
        (triangle) =>
          `facet normal 0 0 1\n outer loop\n${triangle.map((p) => `  vertex ${p.join(' ')}\n`).join('')} endloop\nendfacet\n`,
      )
      .join('')}endsolid embout\n`,
  );

/** The file as a stream of `chunk`-byte pieces. */
const streamOf = (file: Buffer, chunk = 7) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < file.length; at += chunk) controller.enqueue(file.subarray(at, at + chunk));
      controller.close();
    },
  });

const check = (file: Buffer, chunk?: number, maxTriangles?: number) =>
  checkMesh(streamOf(file, chunk), file.length, maxTriangles);

describe('checkMesh', () => {
  it.each([
    ['binary', binary],
    ['ascii', ascii],
  ])('a closed 20 mm cube (%s) is watertight, with no warning', async (_name, write) => {
    for (const chunk of [1, 7, 50, 4096]) {
      const result = await check(write(cube(20)), chunk);
      expect(result).toEqual({ triangles: 12, size: [20, 20, 20], openEdges: 0, degenerate: 0 });
      expect(meshWarnings(result)).toEqual([]);
    }
  });

  it('an open cube counts the edges around its hole', async () => {
    const result = await check(binary(cube(20, 1)));
    expect(result).toMatchObject({ triangles: 10, openEdges: 4 });
    expect(meshWarnings(result)).toEqual([
      "Le scan n'est pas fermé (4 arêtes ouvertes) : vérifiez qu'il est complet.",
    ]);
  });

  it('degenerate triangles are counted', async () => {
    const flat: Triangle = [
      [0, 0, 0],
      [0, 0, 0],
      [10, 0, 0],
    ];
    const line: Triangle = [
      [0, 0, 0],
      [5, 0, 0],
      [10, 0, 0],
    ];
    const result = await check(ascii([...cube(20), flat, line]));
    expect(result.degenerate).toBe(2);
    expect(meshWarnings(result)).toContain('2 triangle(s) dégénéré(s) : le fichier est peut-être abîmé.');
  });

  it('a scan in metres or in micrometres is flagged by its size', async () => {
    const metres = await check(binary(cube(0.02)));
    expect(metres.size).toEqual([0.02, 0.02, 0.02]);
    expect(meshWarnings(metres)[0]).toMatch(/^Le scan mesure 0,02 mm au plus : .*mètres ou en pouces/);
    const inches = await check(binary(cube(1.1)));
    expect(meshWarnings(inches)).toEqual([
      'Le scan mesure 1,1 mm au plus : il est peut-être exprimé en mètres ou en pouces au lieu de millimètres.',
    ]);
    const micrometres = await check(binary(cube(20_000)));
    expect(meshWarnings(micrometres)).toEqual([
      "Le scan mesure 20\u202f000 mm, bien plus qu'une oreille : vérifiez l'unité du fichier.",
    ]);
  });

  it('past the edge-table bound, open edges are not counted (and not warned about)', async () => {
    const result = await check(binary(cube(20, 1)), 4096, 5);
    expect(result).toMatchObject({ triangles: 10, openEdges: null });
    expect(meshWarnings(result)).toEqual([]);
  });

  it('a binary STL with no triangle says it is not a usable scan', async () => {
    const result = await check(binary([]));
    expect(result).toEqual({ triangles: 0, size: [0, 0, 0], openEdges: 0, degenerate: 0 });
    expect(meshWarnings(result)).toEqual([
      "Le fichier ne contient aucun triangle : ce n'est pas un scan utilisable.",
    ]);
  });
});
