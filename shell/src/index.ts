// The global styles load with the entry, in <head>, so the prerendered markup is styled
// before any JavaScript runs.
import './styles/global.css';
import { holdPrerenderedPage } from './first-paint/handoff.ts';

holdPrerenderedPage();
// The async boundary lets Module Federation settle the shared singletons before React loads.
import('./bootstrap.tsx');
