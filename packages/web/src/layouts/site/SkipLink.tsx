import styled from 'styled-components';
import { shellLabels } from '@wenxian/domain';

/** Hidden until focused: the first Tab on every page can jump past the header to the content. */
const Link = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space.md};
  top: -10rem;
  z-index: ${({ theme }) => theme.z.toast};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.md};
  &:focus {
    top: ${({ theme }) => theme.space.md};
  }
`;

export const MAIN_ID = 'main';

export function SkipLink() {
  return <Link href={`#${MAIN_ID}`}>{shellLabels.layout.skipToContent}</Link>;
}
