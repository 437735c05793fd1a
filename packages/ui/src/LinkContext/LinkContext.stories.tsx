import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { LinkProvider, PlainLink, SiteLink, type LinkComponentProps } from './LinkContext';

const navigate = fn();

/** A router adapter: receives the href and takes over navigation (here a spy stands in for the router). */
function SpyRouterLink({ href, onClick, children, ...rest }: LinkComponentProps) {
  return (
    <a
      {...rest}
      href={href}
      data-router-link=""
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}

const meta = {
  title: 'UI/Shell/LinkContext',
  component: LinkProvider,
  args: { component: PlainLink },
  render: (args) => (
    <LinkProvider {...args}>
      <SiteLink href="/">首页</SiteLink>
    </LinkProvider>
  ),
} satisfies Meta<typeof LinkProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Outside any provider a link is a plain anchor. */
export const PlainAnchor: Story = {
  render: () => <SiteLink href="/">首页</SiteLink>,
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: '首页' });
    await expect(link).toHaveAttribute('href', '/');
    await expect(link).not.toHaveAttribute('data-router-link');
  },
};

/** Inside the provider every ui link goes through the site's router adapter. */
export const RouterAdapter: Story = {
  args: { component: SpyRouterLink },
  play: async ({ canvas }) => {
    navigate.mockClear();
    const link = canvas.getByRole('link', { name: '首页' });
    await expect(link).toHaveAttribute('data-router-link');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/');
  },
};
