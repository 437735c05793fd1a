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

/** Each control is drawn as the site's field box (surface, 1px border, medium radius) at the text field's height. */
export async function expectFieldBoxes(textField: HTMLElement, controls: HTMLElement[]): Promise<void> {
  const height = textField.getBoundingClientRect().height;
  for (const control of controls) {
    const style = getComputedStyle(control);
    const name = control.id;
    await expect(control.getBoundingClientRect().height, name).toBe(height);
    await expect(style.backgroundColor, name).toBe(rgb(theme.color.surface));
    await expect(style.borderTopWidth, name).toBe('1px');
    await expect(style.borderTopLeftRadius, name).toBe(getComputedStyle(textField).borderTopLeftRadius);
    await expect(style.fontSize, name).toBe(getComputedStyle(textField).fontSize);
  }
}
