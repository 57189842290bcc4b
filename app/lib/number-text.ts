const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i;

/**
 * A number written as text, as an HTML number input or a CSV cell gives it: the number, or null
 * when the text is empty or not a decimal number. The edge that received the text calls this;
 * the JSON API itself takes JSON numbers only (`"5"`, `[5]` or `true` are refused, not read).
 */
export function numberFromText(text: string): number | null {
  const trimmed = text.trim();
  return DECIMAL.test(trimmed) ? Number(trimmed) : null;
}
