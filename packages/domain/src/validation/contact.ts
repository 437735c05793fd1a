/**
 * Feedback contact rule (doc 000 §5): a mainland 11-digit mobile number starting with 1, an
 * e-mail address, or a QQ number of 5 to 11 digits not starting with 0. Surrounding whitespace
 * is ignored.
 */
export function isValidContact(contact: string): boolean {
  const text = contact.trim();
  return isMainlandMobile(text) || isQqNumber(text) || isValidEmail(text);
}

export function isMainlandMobile(text: string): boolean {
  return /^1\d{10}$/.test(text);
}

export function isQqNumber(text: string): boolean {
  return /^[1-9]\d{4,10}$/.test(text);
}

const localPartChars = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+$/;
const labelPattern = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;

/**
 * A "valid e-mail address" as the WHATWG HTML standard defines it for <input type=email>:
 * one @, a non-empty local part of atext characters and dots, and a domain of dot-separated
 * labels of 1–63 letters, digits and inner hyphens. Written as a parser rather than the
 * standard's one-line regex so the property test can use that regex as an independent oracle.
 */
export function isValidEmail(text: string): boolean {
  const at = text.indexOf('@');
  if (at <= 0 || at !== text.lastIndexOf('@')) return false;
  const local = text.slice(0, at);
  const domain = text.slice(at + 1);
  if (!localPartChars.test(local)) return false;
  const labels = domain.split('.');
  return labels.every((label) => label.length >= 1 && label.length <= 63 && labelPattern.test(label));
}
