/** Landing page: its sections, overlays and the shared rotation timer (spec 1 §2 'Landing page (/)'). */
export { LandingPage, type LandingPageProps } from './components/LandingPage';
export { useRotation, type Rotation, type RotationOptions } from './hooks/useRotation';
export { overlaySections, sectionAnchors, type OverlaySection } from './landing-sections';
