import { Outlet } from 'react-router-dom';
import styled from 'styled-components';

const Main = styled.main`
  min-width: ${({ theme }) => theme.layout.contentMinWidth};
  min-height: 60vh;
`;

/** Header, content, footer, side bar and the dialogs every page can raise (doc 000 §2.2 "default"). */
export function DefaultLayout() {
  return (
    <Main>
      <Outlet />
    </Main>
  );
}
