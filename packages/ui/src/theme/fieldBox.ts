import { css } from 'styled-components';

/**
 * The box of the site's own fields (TextField's input): a page's select or small number input drawn with it reads
 * as one of the form's fields, not as the browser's default control. Its height is the row's it stands in.
 */
export const fieldBox = css`
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
`;
