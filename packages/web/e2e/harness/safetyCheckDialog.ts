import type { Page } from 'playwright';
import { messages } from '@wenxian/domain';

/**
 * Searches again from the page's own search box while the backend answers code 20, waits for the 安全验证
 * dialog that call opens (doc 000 §4.8.7) and closes it with ×: the visitor's way out of the check.
 */
export async function searchIntoSafetyCheckAndClose(page: Page, words: string): Promise<void> {
  const input = page.getByRole('search').getByRole('textbox').first();
  await input.fill(words);
  await input.press('Enter');
  const dialog = page.getByRole('dialog', { name: messages.safetyCheck.title });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: '关闭' }).click();
}
