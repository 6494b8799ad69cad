import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LandingPage } from './landing-page';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root, {
  onUncaughtError: (error, info) => console.warn('Uncaught error', error, info),
}).render(
  <StrictMode>
    <LandingPage />
  </StrictMode>,
);
