import { expect } from 'storybook/test';
import { theme } from '@wenxian/ui';

/** The theme's hex colour in the rgb() form getComputedStyle reports. */
export const rgb = (hex: string): string => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

/** An action link reads as a link among plain text: the link colour and an underline (WCAG 1.4.1). */
export async function expectReadsAsLink(link: HTMLElement): Promise<void> {
  await expect(getComputedStyle(link).color, link.textContent ?? '').toBe(rgb(theme.color.accent));
  await expect(getComputedStyle(link).textDecorationLine, link.textContent ?? '').toContain('underline');
}
