import { StrictMode, type ComponentType } from 'react';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import type { i18n as appI18n } from '../../lib/i18n/i18n.ts';
import { AppFrame } from '../app-frame.tsx';
import type { SignInScreen } from './sign-in-screens.ts';

function TitledPage({ screen, Page }: { screen: SignInScreen; Page: ComponentType }) {
  useDocumentTitle(screen.titleKey);
  return <Page />;
}

/** A sign-in screen without the router: the same tree in the build's prerender and in the browser that hydrates it. */
export function signInTree(screen: SignInScreen, Page: ComponentType, i18n?: typeof appI18n) {
  return (
    <StrictMode>
      <AppFrame i18n={i18n}>
        <TitledPage screen={screen} Page={Page} />
      </AppFrame>
    </StrictMode>
  );
}
