import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  casZoneTagName,
  cscdTagName,
  cssciTagName,
  jcrTagName,
  journalTagLabels,
  pkuCoreTagName,
  plainTagName,
  rccseTagName,
  resultLabels,
} from '@wenxian/domain';
import { IndexTag } from './IndexTag';

const meta = {
  title: 'UI/Search/IndexTag',
  component: IndexTag,
  args: { label: plainTagName('SCIE').short, fullName: plainTagName('SCIE').full, tone: 'index' },
} satisfies Meta<typeof IndexTag>;

export default meta;
type Story = StoryObj<typeof meta>;

/** International index: short name on the tag, full name as its expansion. */
export const International: Story = {
  play: async ({ canvas }) => {
    const tag = canvas.getByText('SCIE');
    await expect(tag.tagName).toBe('ABBR');
    await expect(tag).toHaveAttribute('title', plainTagName('SCIE').full);
  },
};

/** Chinese core list by edition. */
export const ChineseCore: Story = {
  args: { label: pkuCoreTagName(2023).short, fullName: pkuCoreTagName(2023).full, tone: 'core' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('北大核心')).toHaveAttribute('title', '北大核心（2023版）');
  },
};

/** Open access. */
export const OpenAccess: Story = {
  args: { label: resultLabels.oa, fullName: resultLabels.oaFull, tone: 'oa' },
};

/** A journal badge without an expansion is plain text. */
export const Badge: Story = {
  args: { label: journalTagLabels.net, fullName: undefined, tone: 'badge' },
  play: async ({ canvas }) => {
    const tag = canvas.getByText(journalTagLabels.net);
    await expect(tag.tagName).toBe('SPAN');
    await expect(tag).not.toHaveAttribute('title');
  },
};

/** The tag families side by side, as designers review them. */
export const Families: Story = {
  render: () => {
    const names = [
      { ...plainTagName('SCIE'), tone: 'index' as const },
      { ...plainTagName('EI'), tone: 'index' as const },
      { ...plainTagName('SSCI'), tone: 'index' as const },
      { ...jcrTagName(1), tone: 'index' as const },
      { ...casZoneTagName(2), tone: 'index' as const },
      { ...pkuCoreTagName(2023), tone: 'core' as const },
      { ...cscdTagName('core', '2025-2026'), tone: 'core' as const },
      { ...cssciTagName('source', '2023-2024'), tone: 'core' as const },
      { ...plainTagName('CSTPCD'), tone: 'core' as const },
      { ...rccseTagName('authority'), tone: 'core' as const },
      { short: resultLabels.oa, full: resultLabels.oaFull, tone: 'oa' as const },
      { short: journalTagLabels.ycb, full: journalTagLabels.ycb, tone: 'badge' as const },
    ];
    return (
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.8rem' }}>
        {names.map((n) => (
          <IndexTag key={n.full} label={n.short} fullName={n.full} tone={n.tone} />
        ))}
      </div>
    );
  },
};
