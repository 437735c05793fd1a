import type { Preview } from '@storybook/react-vite';
import { ThemeProvider } from 'styled-components';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { GlobalStyle, theme } from '@wenxian/ui';
import { startStorybookWorker } from './msw';
import { currentStory } from './currentStory';
import { startStoryClock } from './storyClock';
import { resetSimulation } from '@wenxian/simulation';
import { startFromEmptyPage } from './emptyPage';
import { NEW_USER_DIALOG_COOKIE } from '../packages/web/src/features/session/sessionCookies';
import { partsOnUseLoaded } from '../packages/web/src/app/hydration/partOnUse';

const preview: Preview = {
  // The site's regions whose code comes when first used (the footer, the header's panels: web app/hydration/partOnUse.tsx)
  // have it before a story renders, as the server has it before it renders a page.
  loaders: [mswLoader(startStorybookWorker), () => partsOnUseLoaded()],
  beforeEach: (context) => {
    startFromEmptyPage(context.canvasElement);
    currentStory.title = context.title;
    currentStory.parameters = context.parameters;
    currentStory.canvasElement = context.canvasElement;
    const stopClock = startStoryClock();
    // Every story starts from the seed and logged out: no login, quota or order leaks from the story before.
    resetSimulation();
    document.cookie = 'token=; path=/; max-age=0';
    // …and as a browser that has shown the once-per-browser new-user welcome (its own story is in ui), so a
    // member's page never depends on whether an earlier story showed it.
    document.cookie = `${NEW_USER_DIALOG_COOKIE}=1; path=/`;
    return stopClock;
  },
  decorators: [
    (Story) => (
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <Story />
      </ThemeProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    // Every story is checked with axe; a violation fails its test. Every rule still runs on every element; only
    // the violations are described in full (passes, inapplicable and incomplete keep one element each), which
    // spares axe describing each passing element and shrinks the report a story sends to the runner about
    // threefold (docs/decisions/testing.md).
    a11y: { test: 'error', options: { resultTypes: ['violations'] } },
    controls: { expanded: true },
    // The site's content is at least 140rem (1400px) wide; stories and snapshots use a desktop viewport.
    viewport: {
      options: {
        desktop: { name: 'Desktop 1440', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
        narrow: { name: 'Narrow 1024', styles: { width: '1024px', height: '768px' }, type: 'desktop' },
      },
    },
  },
  initialGlobals: { viewport: { value: 'desktop', isRotated: false } },
  tags: ['autodocs'],
};

export default preview;
