/** Two values hold the same JSON (the editors' and the rich text's "did anything change"). */
export function sameJson(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}
