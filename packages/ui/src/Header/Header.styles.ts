import styled from 'styled-components';

export const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.z.header};
  height: ${({ theme }) => theme.layout.headerHeight};
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

export const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  min-width: ${({ theme }) => theme.layout.contentMinWidth};
  height: 100%;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.xl};
`;

export const Logo = styled.span`
  a {
    display: inline-flex;
    align-items: center;
    height: 3.6rem;
    padding: 0 ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.surface};
    font-size: ${({ theme }) => theme.font.size.xl};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    letter-spacing: 0.2rem;
  }
`;

export const NavList = styled.ul`
  display: flex;
  align-items: center;
  height: ${({ theme }) => theme.layout.headerHeight};
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    position: relative;
    display: flex;
    align-items: center;
    height: 100%;
  }
  > li > a {
    padding: 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  > li > a:hover {
    color: ${({ theme }) => theme.color.brand};
  }
`;

export const Spacer = styled.div`
  flex: 1;
`;

export const NewBadge = styled.sup`
  margin-left: ${({ theme }) => theme.space.xxs};
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.surface};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: 1.4;
`;

export const CompactSearch = styled.input`
  width: 24rem;
  height: 3.2rem;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceAlt};
  font-size: ${({ theme }) => theme.font.size.sm};
  &::placeholder {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export const AuthLinks = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  a {
    display: inline-flex;
    align-items: center;
    height: 3.2rem;
    padding: 0 ${({ theme }) => theme.space.lg};
    border: 1px solid ${({ theme }) => theme.color.brand};
    border-radius: ${({ theme }) => theme.radius.md};
    color: ${({ theme }) => theme.color.brand};
  }
  a:last-child {
    background: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.surface};
  }
`;

export const Avatar = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 3.2rem;
  height: 3.2rem;
  overflow: hidden;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.brandSoft};
  color: ${({ theme }) => theme.color.brand};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
