import styled from 'styled-components';

export const Content = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  /* Room under the box for its suggestion popup, which overlays the recent searches. */
  min-height: 32rem;
  align-content: start;
`;

export const TypeChoice = styled.fieldset`
  margin: 0;
  padding: 0;
  border: none;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.color.textSecondary};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

export const TypeOption = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.color.brand};
    background: ${({ theme }) => theme.color.brandSoft};
    color: ${({ theme }) => theme.color.brandHover};
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

export const ExpressionAlert = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
`;

export const Recent = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs};
  }
  li a {
    display: inline-block;
    max-width: 40rem;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surfaceAlt};
    color: ${({ theme }) => theme.color.text};
    font-size: ${({ theme }) => theme.font.size.sm};
    text-decoration: none;
  }
  li a:hover {
    color: ${({ theme }) => theme.color.brand};
  }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Links = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.font.size.sm};
  a {
    color: ${({ theme }) => theme.color.accent};
  }
`;
