import { Decimal128, Double, Long } from 'bson';
import Decimal from 'decimal.js';
import { isInt32 } from '../bson-values';

/** Exact for $inc and $mul of decimal128 operands: their sum or product never needs 200 digits. */
const Exact = Decimal.clone({ precision: 200, rounding: Decimal.ROUND_HALF_EVEN, toExpNeg: -9e15, toExpPos: 9e15 });

type Operand = number | Double | Long | Decimal128;

/** An operand as MongoDB turns it into a decimal128: integers exactly, a double to 15 significant digits. */
function decimalText(v: Operand): string {
  if (v instanceof Decimal128 || v instanceof Long) return v.toString();
  if (typeof v === 'number' && isInt32(v)) return String(v);
  return (v instanceof Double ? v.value : v).toPrecision(15);
}

/** The exponent of a decimal's last digit: -2 for 0.30, 2 for 1.5E+3. */
function quantum(text: string): number {
  const match = /^[+-]?\d*(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/.exec(text);
  return match ? Number(match[2] ?? 0) - (match[1]?.length ?? 0) : 0;
}

/**
 * $inc or $mul with a decimal128 operand, as IEEE 754-2008 decimal arithmetic (MongoDB's) gives it:
 * the exact result, keeping the exponent a sum or product ideally has (0.10 + 0.20 is 0.30), and
 * rounded half to even to 34 significant digits only when it does not fit. Doubles would lose cents.
 */
export function decimalArithmetic(op: '$inc' | '$mul', a: Operand, b: Operand): Decimal128 {
  const [ta, tb] = [decimalText(a), decimalText(b)];
  const exact = op === '$inc' ? new Exact(ta).plus(tb) : new Exact(ta).times(tb);
  if (!exact.isFinite()) return Decimal128.fromString(exact.toString());
  const ideal = op === '$inc' ? Math.min(quantum(ta), quantum(tb)) : quantum(ta) + quantum(tb);
  const coefficient = exact.times(new Exact(10).pow(-ideal));
  if (coefficient.isInteger() && coefficient.abs().toFixed(0).length <= 34) {
    return Decimal128.fromString(`${coefficient.toFixed(0)}E${ideal >= 0 ? '+' : ''}${ideal}`);
  }
  return Decimal128.fromString(exact.toExponential(33, Decimal.ROUND_HALF_EVEN));
}
