import { MESH_EDGE_CHECK_MAX_TRIANGLES, type MeshCheck } from '@conque/domain/orders/mesh-check';

const HEADER_BYTES = 84;
const TRIANGLE_BYTES = 50;

/** Welds corners by exact coordinates and counts the triangles on each edge. */
class EdgeCounter {
  private readonly vertices = new Map<string, number>();
  private readonly edges = new Map<number, number>();
  private enabled = true;

  constructor(private readonly maxTriangles: number) {}

  private vertexId(x: number, y: number, z: number): number {
    const key = `${x},${y},${z}`;
    let id = this.vertices.get(key);
    if (id === undefined) {
      id = this.vertices.size;
      this.vertices.set(key, id);
    }
    return id;
  }

  private edge(a: number, b: number) {
    // Below 2^21 vertices per side (≤ 1.5 M for 500 000 triangles): the key stays an exact number.
    const key = a < b ? a * 2 ** 22 + b : b * 2 ** 22 + a;
    this.edges.set(key, (this.edges.get(key) ?? 0) + 1);
  }

  add(triangleIndex: number, corners: number[]) {
    if (!this.enabled) return;
    if (triangleIndex >= this.maxTriangles) {
      this.enabled = false;
      this.vertices.clear();
      this.edges.clear();
      return;
    }
    const [a, b, c] = [0, 3, 6].map((i) =>
      this.vertexId(corners[i] ?? 0, corners[i + 1] ?? 0, corners[i + 2] ?? 0),
    ) as [number, number, number];
    this.edge(a, b);
    this.edge(b, c);
    this.edge(c, a);
  }

  openEdges(): number | null {
    if (!this.enabled) return null;
    let open = 0;
    for (const count of this.edges.values()) if (count === 1) open += 1;
    return open;
  }
}

/** What the check gathers triangle by triangle. */
class Measure {
  triangles = 0;
  degenerate = 0;
  private readonly min = [Infinity, Infinity, Infinity];
  private readonly max = [-Infinity, -Infinity, -Infinity];
  private readonly edges: EdgeCounter;

  constructor(maxTriangles: number) {
    this.edges = new EdgeCounter(maxTriangles);
  }

  add(corners: number[]) {
    for (let i = 0; i < 9; i++) {
      const axis = i % 3;
      const value = corners[i] ?? 0;
      if (value < (this.min[axis] ?? 0)) this.min[axis] = value;
      if (value > (this.max[axis] ?? 0)) this.max[axis] = value;
    }
    const [ax = 0, ay = 0, az = 0, bx = 0, by = 0, bz = 0, cx = 0, cy = 0, cz = 0] = corners;
    const [ux, uy, uz, vx, vy, vz] = [bx - ax, by - ay, bz - az, cx - ax, cy - ay, cz - az];
    const cross = Math.hypot(uy * vz - uz * vy, uz * vx - ux * vz, ux * vy - uy * vx);
    if (!(cross > 0)) this.degenerate += 1;
    this.edges.add(this.triangles, corners);
    this.triangles += 1;
  }

  result(): MeshCheck {
    const side = (axis: number) =>
      this.triangles === 0 ? 0 : Math.round(((this.max[axis] ?? 0) - (this.min[axis] ?? 0)) * 100) / 100;
    return {
      triangles: this.triangles,
      size: [side(0), side(1), side(2)],
      openEdges: this.triangles === 0 ? 0 : this.edges.openEdges(),
      degenerate: this.degenerate,
    };
  }
}

const VERTEX = /vertex\s+(\S+)\s+(\S+)\s+(\S+)/g;

/**
 * Issue 11 item 1: measures a stored STL as it streams (binary when its size is 84 + 50 × its
 * count, as the upload's check decided; ASCII otherwise): triangles, bounding box, degenerate
 * triangles and, up to MESH_EDGE_CHECK_MAX_TRIANGLES, open edges. Memory: the edge table only.
 */
export const checkMesh = async (
  stream: ReadableStream<Uint8Array>,
  size: number,
  maxTriangles = MESH_EDGE_CHECK_MAX_TRIANGLES,
): Promise<MeshCheck> => {
  const measure = new Measure(maxTriangles);
  const reader = stream.getReader();
  let pending = Buffer.alloc(0);
  let binary: boolean | undefined;
  let text = '';
  let corners: number[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    pending = pending.length ? Buffer.concat([pending, value]) : Buffer.from(value);
    if (binary === undefined) {
      if (pending.length < HEADER_BYTES) continue;
      binary = size === HEADER_BYTES + TRIANGLE_BYTES * pending.readUInt32LE(80);
      if (binary) pending = pending.subarray(HEADER_BYTES);
    }
    if (binary) {
      const whole = Math.floor(pending.length / TRIANGLE_BYTES);
      for (let t = 0; t < whole; t++) {
        const at = t * TRIANGLE_BYTES + 12;
        const triangle: number[] = [];
        for (let i = 0; i < 9; i++) triangle.push(pending.readFloatLE(at + i * 4));
        measure.add(triangle);
      }
      pending = pending.subarray(whole * TRIANGLE_BYTES);
    } else {
      // Complete lines only: a vertex line may straddle two chunks.
      text += pending.toString('latin1');
      pending = Buffer.alloc(0);
      const end = text.lastIndexOf('\n');
      if (end < 0) continue;
      corners = readVertices(text.slice(0, end), corners, measure);
      text = text.slice(end + 1);
    }
  }
  if (binary === undefined || !binary) readVertices(text + pending.toString('latin1'), corners, measure);
  return measure.result();
};

/** Adds every complete triangle of `text`'s vertex lines; answers the corners of an unfinished one. */
const readVertices = (text: string, carried: number[], measure: Measure): number[] => {
  let corners = carried;
  for (const match of text.matchAll(VERTEX)) {
    corners.push(Number(match[1]), Number(match[2]), Number(match[3]));
    if (corners.length === 9) {
      measure.add(corners);
      corners = [];
    }
  }
  return corners;
};
