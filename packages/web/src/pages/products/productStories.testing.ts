import { within } from 'storybook/test';
import { apiConfig } from '@wenxian/api';
import { signInAs } from '@wenxian/simulation';

/** What the products area's stories share: who is signed in, the calls they override, the page's main. */
export const signedInAs = (userId: string) => () => {
  signInAs(apiConfig().sessionId, userId);
};
export const post = (path: string) => ({ method: 'post' as const, path });
export const main = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('main'));
