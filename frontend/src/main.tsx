import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { BrandingProvider } from './whitelabel/BrandingContext';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <BrandingProvider>{(branding) => <App colors={branding.colors} />}</BrandingProvider>
  </StrictMode>,
);
