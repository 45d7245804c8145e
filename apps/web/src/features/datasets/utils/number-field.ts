/** A number typed as text: empty, not a number, not whole when it must be, or outside min..max is refused. */
export function numberInRange(text: unknown, min: number, max: number, integer: boolean): number | null {
  const trimmed = String(text ?? '').trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  if (!Number.isFinite(value) || value < min || value > max) return null;
  if (integer && !Number.isInteger(value)) return null;
  return value;
}
