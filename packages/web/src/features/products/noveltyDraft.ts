import type { NoveltyApplication } from '@wenxian/domain';

/**
 * The novelty-search application typed across its three steps (basicInformation → newcheckpoint →
 * newInformation), kept in sessionStorage so moving between steps or reloading loses nothing typed.
 */
const KEY = 'wenxian-novelty-draft';
export const emptyNoveltyDraft: NoveltyApplication = {
  projectName: '',
  purpose: '',
  scope: '',
  checkpoints: [''],
  keywords: '',
  contactName: '',
  contactPhone: '',
  email: '',
};

export function loadNoveltyDraft(): NoveltyApplication {
  try {
    const text = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(KEY);
    return text ? { ...emptyNoveltyDraft, ...(JSON.parse(text) as Partial<NoveltyApplication>) } : emptyNoveltyDraft;
  } catch {
    return emptyNoveltyDraft;
  }
}
export function saveNoveltyDraft(draft: NoveltyApplication): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Private mode or storage full: the draft then lives only in the page.
  }
}
export function clearNoveltyDraft(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}
