import { MESH_EDGE_CHECK_MAX_TRIANGLES, type MeshCheck } from '@conque/domain/orders/mesh-check';
import { EdgeTable, VertexTable } from './mesh-tables';

const HEADER_BYTES = 84;
const TRIANGLE_BYTES = 50;

/** The triangle being measured: its nine coordinates, and the same four bytes each as bits. */
const corners = new Float32Array(9);
const cornerBits = new Uint32Array(corners.buffer);

/** What the check gathers triangle by triangle (the triangle in `corners`). */
class Measure {
  triangles = 0;
  degenerate = 0;
  private readonly min = [Infinity, Infinity, Infinity];
  private readonly max = [-Infinity, -Infinity, -Infinity];
  // Corners welded on their exact coordinates (scanners write shared corners identically) and the
  // triangles on each edge; dropped past maxTriangles (open edges then "not checked").
  private vertices: VertexTable | null = new VertexTable();
  private edges: EdgeTable | null = new EdgeTable();

  constructor(private readonly maxTriangles: number) {}

  add() {
    for (let i = 0; i < 9; i++) {
      const axis = i % 3;
      const value = corners[i] as number;
      if (value < (this.min[axis] as number)) this.min[axis] = value;
      if (value > (this.max[axis] as number)) this.max[axis] = value;
    }
    const ax = corners[0] as number;
    const ay = corners[1] as number;
    const az = corners[2] as number;
    const ux = (corners[3] as number) - ax;
    const uy = (corners[4] as number) - ay;
    const uz = (corners[5] as number) - az;
    const vx = (corners[6] as number) - ax;
    const vy = (corners[7] as number) - ay;
    const vz = (corners[8] as number) - az;
    const nx = uy * vz - uz * vy;
    const ny = uz * vx - ux * vz;
    const nz = ux * vy - uy * vx;
    // No area (or not a number): degenerate.
    if (!(nx * nx + ny * ny + nz * nz > 0)) this.degenerate += 1;
    this.weld();
    this.triangles += 1;
  }

  private weld() {
    const { vertices, edges } = this;
    if (!vertices || !edges) return;
    if (this.triangles >= this.maxTriangles) {
      this.vertices = null;
      this.edges = null;
      return;
    }
    const bits = cornerBits;
    const a = vertices.id(bits[0] as number, bits[1] as number, bits[2] as number);
    const b = vertices.id(bits[3] as number, bits[4] as number, bits[5] as number);
    const c = vertices.id(bits[6] as number, bits[7] as number, bits[8] as number);
    edges.add(a, b);
    edges.add(b, c);
    edges.add(c, a);
  }

  result(): MeshCheck {
    const side = (axis: number) =>
      this.triangles === 0
        ? 0
        : Math.round(((this.max[axis] as number) - (this.min[axis] as number)) * 100) / 100;
    return {
      triangles: this.triangles,
      size: [side(0), side(1), side(2)],
      openEdges: this.triangles === 0 ? 0 : (this.edges?.open() ?? null),
      degenerate: this.degenerate,
    };
  }
}

const VERTEX = /vertex\s+(\S+)\s+(\S+)\s+(\S+)/g;

/**
 * Measures a stored STL as it streams (binary when its size is 84 + 50 × its
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
  // What the previous chunk left: the header's first bytes, part of a triangle (under 50 bytes) or
  // of an ASCII line. Chunks are read where they are, never copied whole (a copy per 64 KB chunk was
  // 100 MB of garbage for a 100 MB file).
  let pending = Buffer.alloc(0);
  let binary: boolean | undefined;
  let text = '';
  let filled = 0;
  const measureAt = (buffer: Buffer, at: number) => {
    for (let i = 0; i < 9; i++) cornerBits[i] = buffer.readUInt32LE(at + 12 + i * 4);
    measure.add();
  };
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    let chunk = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
    if (binary === undefined) {
      pending = Buffer.concat([pending, chunk]);
      if (pending.length < HEADER_BYTES) continue;
      binary = size === HEADER_BYTES + TRIANGLE_BYTES * pending.readUInt32LE(80);
      chunk = binary ? pending.subarray(HEADER_BYTES) : pending;
      pending = Buffer.alloc(0);
    }
    if (binary) {
      if (pending.length > 0) {
        // The triangle that straddles the two chunks.
        const missing = TRIANGLE_BYTES - pending.length;
        if (chunk.length < missing) {
          pending = Buffer.concat([pending, chunk]);
          continue;
        }
        measureAt(Buffer.concat([pending, chunk.subarray(0, missing)]), 0);
        chunk = chunk.subarray(missing);
      }
      const whole = Math.floor(chunk.length / TRIANGLE_BYTES);
      for (let t = 0; t < whole; t++) measureAt(chunk, t * TRIANGLE_BYTES);
      pending = Buffer.from(chunk.subarray(whole * TRIANGLE_BYTES));
    } else {
      // Complete lines only: a vertex line may straddle two chunks.
      text += chunk.toString('latin1');
      const end = text.lastIndexOf('\n');
      if (end < 0) continue;
      filled = readVertices(text.slice(0, end), filled, measure);
      text = text.slice(end + 1);
    }
  }
  if (binary === undefined || !binary) readVertices(text + pending.toString('latin1'), filled, measure);
  return measure.result();
};

/**
 * Adds every complete triangle of `text`'s vertex lines; answers how many coordinates of an
 * unfinished one are already in `corners` (a triangle may straddle two chunks).
 */
const readVertices = (text: string, carried: number, measure: Measure): number => {
  let filled = carried;
  for (const match of text.matchAll(VERTEX)) {
    corners[filled] = Number(match[1]);
    corners[filled + 1] = Number(match[2]);
    corners[filled + 2] = Number(match[3]);
    filled += 3;
    if (filled === 9) {
      measure.add();
      filled = 0;
    }
  }
  return filled;
};
