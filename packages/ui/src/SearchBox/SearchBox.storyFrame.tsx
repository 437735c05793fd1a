import type { Decorator } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { searchBoxLabels } from '@wenxian/domain';

/** What every SearchBox story shares: its callbacks as spies, and room under the box for its popup. */
export const searchBoxStoryFrame = {
  args: { onSubmit: fn(), onModeChange: fn(), onFieldChange: fn() },
  decorators: [
    // Room under the box for its popup, so snapshots show it.
    (Story) => (
      <div style={{ width: '96rem', minHeight: '42rem' }}>
        <Story />
      </div>
    ),
  ] satisfies Decorator[],
};

export const inputName = searchBoxLabels.inputLabel;
export const submitName = searchBoxLabels.submit;
export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
