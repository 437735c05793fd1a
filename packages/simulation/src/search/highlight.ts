/** Marks query words in a text with <em>, longest first so 深度学习 wins over 学习. Text is generated, not user HTML. */
export function highlight(text: string, terms: readonly string[]): string {
  const unique = [...new Set(terms.filter((t) => t.length > 0))].sort((a, b) => b.length - a.length);
  if (unique.length === 0) return text;
  const pattern = new RegExp(unique.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'gi');
  return text.replace(pattern, (match) => `<em>${match}</em>`);
}
