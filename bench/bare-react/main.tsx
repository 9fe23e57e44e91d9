// The reference page: React 19 rendering one heading, nothing else.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <h1>hello</h1>
  </StrictMode>,
);
