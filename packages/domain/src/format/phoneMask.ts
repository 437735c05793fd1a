/**
 * Masks a phone number, keeping the first 3 and last 4 digits (doc 000 §9): 13812345678 →
 * 138****5678. Every hidden character becomes one *. Numbers of 7 characters or fewer have
 * nothing to hide and are returned as they are.
 */
export function maskPhone(phone: string | null | undefined): string {
  const text = (phone ?? '').trim();
  if (text.length <= 7) return text;
  return `${text.slice(0, 3)}${'*'.repeat(text.length - 7)}${text.slice(-4)}`;
}
