import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { searchFields, syntaxHelpLabels } from '@wenxian/domain';
import { ExpressionSyntaxHelp } from './ExpressionSyntaxHelp';

const L = syntaxHelpLabels;

const meta = {
  title: 'UI/Search/ExpressionSyntaxHelp',
  component: ExpressionSyntaxHelp,
  args: { onInsert: fn() },
  decorators: [(Story) => <div style={{ width: '120rem' }}>{Story()}</div>],
} satisfies Meta<typeof ExpressionSyntaxHelp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: L.title });
    // Every field of the code table an expression can name (not the pages' own PT, ST).
    for (const field of searchFields.filter((f) => f.code !== 'PT' && f.code !== 'ST'))
      await expect(panel).toHaveTextContent(`${field.code}=${field.label}`);
    await expect(panel).not.toHaveTextContent('PT=');
    for (const op of ['AND', 'OR', 'NOT']) await expect(canvas.getByText(op, { selector: 'dt' })).toBeVisible();
  },
};

export const InsertExample: Story = {
  play: async ({ args, canvas }) => {
    const [first, , third] = L.exampleRows;
    await userEvent.click(canvas.getByRole('button', { name: L.insertNamed(first.expression) }));
    await expect(args.onInsert).toHaveBeenLastCalledWith(first.expression);
    canvas.getByRole('button', { name: L.insertNamed(third.expression) }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onInsert).toHaveBeenLastCalledWith(third.expression);
  },
};
