/** Scales a vector to length 1 in place (a zero vector stays zero). */
export function normalise(vector: Float32Array): Float32Array {
  let sum = 0;
  for (const value of vector) sum += value * value;
  const norm = Math.sqrt(sum);
  if (norm > 0) for (let i = 0; i < vector.length; i++) vector[i]! /= norm;
  return vector;
}

/**
 * The dot product of `query` with each row of a row-major matrix. Four running sums instead of one let the CPU overlap
 * the multiplications (about a fifth faster over 100,000 × 768).
 */
export function dotProducts(matrix: Float32Array, rows: number, query: Float32Array): Float32Array {
  const dimensions = query.length;
  const whole = dimensions - (dimensions % 4);
  const scores = new Float32Array(rows);
  for (let row = 0; row < rows; row++) {
    const offset = row * dimensions;
    let a = 0;
    let b = 0;
    let c = 0;
    let d = 0;
    for (let i = 0; i < whole; i += 4) {
      a += matrix[offset + i]! * query[i]!;
      b += matrix[offset + i + 1]! * query[i + 1]!;
      c += matrix[offset + i + 2]! * query[i + 2]!;
      d += matrix[offset + i + 3]! * query[i + 3]!;
    }
    for (let i = whole; i < dimensions; i++) a += matrix[offset + i]! * query[i]!;
    scores[row] = a + b + c + d;
  }
  return scores;
}

/**
 * The rows of the `count` highest positive scores, best first (ties by row). A bounded min-heap: sorting 100,000 scores
 * to keep a few hundred took longer than computing them.
 */
export function topRows(scores: Float32Array, count: number): number[] {
  const heap: number[] = [];
  // Worse first: lower score, or the same score on a later row.
  const worse = (x: number, y: number) => scores[x]! < scores[y]! || (scores[x] === scores[y] && x > y);
  const siftDown = (start: number) => {
    let at = start;
    for (;;) {
      const left = 2 * at + 1;
      const right = left + 1;
      let least = at;
      if (left < heap.length && worse(heap[left]!, heap[least]!)) least = left;
      if (right < heap.length && worse(heap[right]!, heap[least]!)) least = right;
      if (least === at) return;
      [heap[at], heap[least]] = [heap[least]!, heap[at]!];
      at = least;
    }
  };
  for (let row = 0; row < scores.length && count > 0; row++) {
    if (!(scores[row]! > 0)) continue;
    if (heap.length < count) {
      heap.push(row);
      for (let at = heap.length - 1; at > 0; ) {
        const parent = (at - 1) >> 1;
        if (!worse(heap[at]!, heap[parent]!)) break;
        [heap[at], heap[parent]] = [heap[parent]!, heap[at]!];
        at = parent;
      }
    } else if (worse(heap[0]!, row)) {
      heap[0] = row;
      siftDown(0);
    }
  }
  return heap.sort((x, y) => scores[y]! - scores[x]! || x - y);
}
