import styled from 'styled-components';

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

export const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  label,
  .field-label {
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const control = `
  width: 100%;
  padding: 0.8rem 1.2rem;
  border: 1px solid #c9cdd4;
  border-radius: 0.4rem;
  font: inherit;
`;

export const TextArea = styled.textarea`
  ${control}
  min-height: 10rem;
  resize: vertical;
`;

export const Input = styled.input`
  ${control}
`;

export const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const Thumbs = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Thumb = styled.li`
  position: relative;
  width: 7.2rem;
  height: 7.2rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const ThumbOverlay = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  background: rgba(255, 255, 255, 0.75);
  font-size: ${({ theme }) => theme.font.size.xs};
`;

export const RemoveButton = styled.button`
  position: absolute;
  top: 0.2rem;
  right: 0.2rem;
  width: 2rem;
  height: 2rem;
  padding: 0;
  border: none;
  border-radius: 50%;
  background: rgba(0, 0, 0, 0.6);
  color: #fff;
  line-height: 1;
  cursor: pointer;
`;

export const AddImage = styled.label`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 7.2rem;
  height: 7.2rem;
  border: 1px dashed ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.color.focus};
  }
  input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
`;

export const Notice = styled.p<{ $tone: 'error' | 'success' }>`
  margin: 0;
  min-height: 2.2rem;
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.color.danger : theme.color.success)};
`;
