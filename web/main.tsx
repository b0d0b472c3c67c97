import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { router } from './routes';
import { SessionProvider } from './session/session-context';
import { ToastProvider } from './ui/toast';
import { startEarlyRequests } from './early-requests';
import './styles/tokens.css';
import './styles/base.css';
import './styles/wizard.css';
import './widgets/widgets.css';

startEarlyRequests(window.location.pathname);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <SessionProvider>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </SessionProvider>
  </StrictMode>,
);
