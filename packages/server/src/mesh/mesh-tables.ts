// The mesh check's tables: open addressing over typed arrays, so that welding the
// corners and counting the edges of 500 000 triangles allocates a few arrays, not millions of
// strings and map entries (6.7 s → see decision 69).

const hashOf = (a: number, b: number, c: number) =>
  (Math.imul(a, 0x9e3779b1) ^ Math.imul(b, 0x85ebca77) ^ Math.imul(c, 0xc2b2ae3d)) >>> 0;

/** Corners welded on their exact coordinates (the float32 bits): an id per distinct corner. */
export class VertexTable {
  private keys = new Uint32Array(3 << 16);
  private ids = new Int32Array(1 << 16).fill(-1);
  size = 0;

  id(x: number, y: number, z: number): number {
    if ((this.size + 1) * 2 > this.ids.length) this.grow();
    const mask = this.ids.length - 1;
    for (let slot = hashOf(x, y, z) & mask; ; slot = (slot + 1) & mask) {
      const id = this.ids[slot] as number;
      if (id === -1) {
        this.keys[slot * 3] = x;
        this.keys[slot * 3 + 1] = y;
        this.keys[slot * 3 + 2] = z;
        this.ids[slot] = this.size;
        this.size += 1;
        return this.size - 1;
      }
      if (this.keys[slot * 3] === x && this.keys[slot * 3 + 1] === y && this.keys[slot * 3 + 2] === z)
        return id;
    }
  }

  private grow() {
    const { keys, ids } = this;
    this.keys = new Uint32Array(keys.length * 2);
    this.ids = new Int32Array(ids.length * 2).fill(-1);
    const mask = this.ids.length - 1;
    for (let old = 0; old < ids.length; old++) {
      const id = ids[old] as number;
      if (id === -1) continue;
      const [x, y, z] = [keys[old * 3] as number, keys[old * 3 + 1] as number, keys[old * 3 + 2] as number];
      let slot = hashOf(x, y, z) & mask;
      while (this.ids[slot] !== -1) slot = (slot + 1) & mask;
      this.keys.set([x, y, z], slot * 3);
      this.ids[slot] = id;
    }
  }
}

/** How many triangles share each edge (a pair of corner ids), counted up to 255. */
export class EdgeTable {
  private ends = new Int32Array(2 << 16).fill(-1);
  private counts = new Uint8Array(1 << 16);
  private used = 0;

  add(p: number, q: number) {
    const [a, b] = p < q ? [p, q] : [q, p];
    if ((this.used + 1) * 2 > this.counts.length) this.grow();
    const mask = this.counts.length - 1;
    for (let slot = hashOf(a, b, 0) & mask; ; slot = (slot + 1) & mask) {
      if (this.ends[slot * 2] === -1) {
        this.ends[slot * 2] = a;
        this.ends[slot * 2 + 1] = b;
        this.counts[slot] = 1;
        this.used += 1;
        return;
      }
      if (this.ends[slot * 2] === a && this.ends[slot * 2 + 1] === b) {
        if ((this.counts[slot] as number) < 255) this.counts[slot] = (this.counts[slot] as number) + 1;
        return;
      }
    }
  }

  /** Edges of one triangle only: the holes of an open scan. */
  open(): number {
    let open = 0;
    for (let slot = 0; slot < this.counts.length; slot++) if (this.counts[slot] === 1) open += 1;
    return open;
  }

  private grow() {
    const { ends, counts } = this;
    this.ends = new Int32Array(ends.length * 2).fill(-1);
    this.counts = new Uint8Array(counts.length * 2);
    const mask = this.counts.length - 1;
    for (let old = 0; old < counts.length; old++) {
      if (counts[old] === 0) continue;
      const a = ends[old * 2] as number;
      const b = ends[old * 2 + 1] as number;
      let slot = hashOf(a, b, 0) & mask;
      while (this.ends[slot * 2] !== -1) slot = (slot + 1) & mask;
      this.ends[slot * 2] = a;
      this.ends[slot * 2 + 1] = b;
      this.counts[slot] = counts[old] as number;
    }
  }
}
