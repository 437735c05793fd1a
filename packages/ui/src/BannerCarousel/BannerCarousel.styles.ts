import styled from 'styled-components';

export const Region = styled.section<{ $background?: string }>`
  position: relative;
  overflow: hidden;
  background: ${({ $background, theme }) => $background ?? theme.color.surfaceAlt};
`;

export const Slide = styled.div`
  a {
    display: block;
    width: fit-content;
    max-width: 100%;
    margin: 0 auto;
  }
  /* The width and height attributes give the picture its ratio before it loads; narrower windows scale it. */
  img {
    display: block;
    max-width: 100%;
    height: auto;
  }
`;

export const CloseButton = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.sm};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.4rem;
  height: 2.4rem;
  padding: 0;
  border: none;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.backdrop};
  color: ${({ theme }) => theme.color.surface};
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: 1;
  cursor: pointer;
`;

export const Dots = styled.div`
  position: absolute;
  bottom: ${({ theme }) => theme.space.sm};
  left: 50%;
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  transform: translateX(-50%);
`;

export const Dot = styled.button`
  width: 2.4rem;
  height: 0.6rem;
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.onPictureMuted};
  cursor: pointer;
  &[aria-current='true'] {
    background: ${({ theme }) => theme.color.surface};
  }
`;
