import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-700.css';
import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

// The smallest page of the portal's stack: React, MUI, the data router, TanStack Query and jotai,
// each set up and rendering one heading. Its figures are the floor the portal is measured against.
const router = createBrowserRouter([
  { path: '*', element: <Typography variant="h1">Where to next?</Typography> },
]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <JotaiProvider>
      <QueryClientProvider client={new QueryClient()}>
        <ThemeProvider theme={createTheme()}>
          <CssBaseline />
          <RouterProvider router={router} />
        </ThemeProvider>
      </QueryClientProvider>
    </JotaiProvider>
  </StrictMode>,
);
